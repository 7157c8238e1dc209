import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { EditorValues } from './desk-line-row';
import type { CatalogueChoice } from '../form/order-form-medicines';

/** The catalogue search (a feature of its own, composed by the page): calls `pick` with the chosen medicine. */
export type LineSearchSlot = (pick: (choice: CatalogueChoice) => void, label: string) => ReactNode;

export interface DeskLineReviewProps {
  control: Control<EditorValues>;
  index: number;
  onLink: (choice: CatalogueChoice) => void;
  renderMedicineSearch?: LineSearchSlot;
}

/**
 * A free-text line must be linked to a catalogue medicine (which tells whether the law needs a prescription) or
 * checked as not a medicine before the order is accepted: typed text never passes as "no prescription needed".
 */
export function DeskLineReview({ control, index, onLink, renderMedicineSearch }: DeskLineReviewProps) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const line = useWatch({ control, name: `lines.${index}` });
  const name = line?.name || t('orders.desk.edit.newLine', { n: index + 1 });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {searching && renderMedicineSearch ? (
        <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            {renderMedicineSearch((choice) => {
              setSearching(false);
              onLink(choice);
            }, t('orderLaw.review.search', { name }))}
          </Stack>
          <Button color="inherit" onClick={() => setSearching(false)} sx={{ mt: 1 }}>
            {t('orderLaw.review.cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {renderMedicineSearch && !line?.notMedicine && (
            <Button size="small" variant="outlined" startIcon={<LinkIcon />} onClick={() => setSearching(true)} aria-label={t('orderLaw.review.linkOf', { name })}>
              {t('orderLaw.review.link')}
            </Button>
          )}
          <Controller
            control={control}
            name={`lines.${index}.notMedicine`}
            render={({ field }) => (
              <FormControlLabel
                label={t('orderLaw.review.notMedicine')}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { ref: field.ref, 'aria-label': t('orderLaw.review.notMedicineOf', { name }) } as object }}
                  />
                }
              />
            )}
          />
        </Stack>
      )}
      {!line?.notMedicine && (
        <Typography variant="caption" sx={{ color: 'warning.main' }}>
          {t('orderLaw.review.unreviewed')}
        </Typography>
      )}
    </Stack>
  );
}
