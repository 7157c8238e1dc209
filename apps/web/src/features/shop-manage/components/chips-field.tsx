import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { SHOP_COLOR_MAX, SHOP_COLORS_MAX } from '@pharmacy/shared/shop/constants';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { ProductFormValues } from '../utils/product-form-values';

/** The variants a customer picks from (colours, sizes): typed one by one, Enter or "Add" makes a chip. */
export function ChipsField({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation();
  const helpId = useId();
  const { field, fieldState } = useController({ name: 'colors', control });
  const [draft, setDraft] = useState('');
  const [ownError, setOwnError] = useState<string | undefined>();
  const values = field.value;

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    // The server refuses the same variant twice (case aside); say it here instead.
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) {
      setOwnError('validation.duplicate');
      return;
    }
    setOwnError(undefined);
    field.onChange([...values, value]);
    setDraft('');
  };

  const message = translateFieldMessage(t, ownError ?? fieldState.error?.message);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          label={t('shopManage.form.colors')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(message)}
          disabled={values.length >= SHOP_COLORS_MAX}
          slotProps={{ htmlInput: { maxLength: SHOP_COLOR_MAX, 'aria-describedby': helpId } }}
        />
        <Button variant="outlined" onClick={add} startIcon={<AddIcon />} sx={{ flexShrink: 0, height: 56 }} disabled={!draft.trim() || values.length >= SHOP_COLORS_MAX}>
          {t('shopManage.form.addColor')}
        </Button>
      </Stack>
      <FormHelperText id={helpId} error={Boolean(message)} sx={{ mt: '0 !important', px: 1.75 }}>
        {message ?? t('shopManage.form.colorsHint')}
      </FormHelperText>
      {values.length > 0 && (
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }} aria-label={t('shopManage.form.colors')}>
          {values.map((value) => (
            <li key={value}>
              {/* The chip is a button: Delete or Backspace removes it; the icon names what it removes. */}
              <Chip
                label={<bdi>{value}</bdi>}
                onDelete={() => field.onChange(values.filter((v) => v !== value))}
                deleteIcon={<CancelIcon titleAccess={t('shopManage.form.removeColor', { value })} />}
              />
            </li>
          ))}
        </Stack>
      )}
      {values.length === 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 1.75 }}>
          {t('shopManage.form.noColors')}
        </Typography>
      )}
    </Stack>
  );
}
