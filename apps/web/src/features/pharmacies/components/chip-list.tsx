import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import CancelIcon from '@mui/icons-material/Cancel';
import { get, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { translateFieldMessage } from '../../../lib/api-errors';
import { fieldMessage } from '../utils/pharmacy-form-resolver';
import type { PharmacyFormValues } from '../utils/pharmacy-form-values';

export interface ChipListProps {
  control: Control<PharmacyFormValues>;
  name: 'homeDelivery.postcodes' | 'onDutyDates';
  items: string[];
  /** What a chip shows (e.g. a formatted date); the raw value by default. */
  format?: (value: string) => string;
  onDelete: (index: number) => void;
  /** The accessible name of a chip's delete button. */
  deleteLabel: (text: string) => string;
  emptyText: string;
  /** Names the list of chips. */
  listLabel: string;
}

/** Values as chips; a chip the server or the schema refuses turns red and its message is listed under it. */
export function ChipList({
  control,
  name,
  items,
  format = (v) => v,
  onDelete,
  deleteLabel,
  emptyText,
  listLabel,
}: ChipListProps) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name });
  const listError = translateFieldMessage(t, fieldMessage(errors, name));
  const itemError = (index: number) =>
    translateFieldMessage(t, (get(errors, `${name}.${index}`) as { message?: string } | undefined)?.message);
  return (
    <Stack spacing={1}>
      {items.length === 0 ? (
        <FormHelperText sx={{ m: 0 }}>{emptyText}</FormHelperText>
      ) : (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          component="ul"
          aria-label={listLabel}
          style={{ padding: 0, margin: 0 }}
        >
          {items.map((value, index) => {
            const text = format(value);
            const error = itemError(index);
            return (
              <li key={`${value}-${index}`} style={{ listStyle: 'none' }}>
                <Chip
                  label={<bdi dir="ltr">{text}</bdi>}
                  color={error ? 'error' : 'default'}
                  variant={error ? 'filled' : 'outlined'}
                  onDelete={() => onDelete(index)}
                  // The chip takes Backspace/Delete; the icon's title says what a click does.
                  deleteIcon={<CancelIcon titleAccess={deleteLabel(text)} />}
                />
              </li>
            );
          })}
        </Stack>
      )}
      {items.map((value, index) => {
        const error = itemError(index);
        return error ? (
          <FormHelperText key={`e-${index}`} error sx={{ m: 0 }}>
            <bdi dir="ltr">{format(value)}</bdi>: {error}
          </FormHelperText>
        ) : null;
      })}
      {listError && (
        <FormHelperText error sx={{ m: 0 }}>
          {listError}
        </FormHelperText>
      )}
    </Stack>
  );
}
