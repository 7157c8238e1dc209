import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { OrderLine } from '@pharmacy/shared/schemas/order';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { translateFieldMessage } from '../../../lib/api-errors';
import { useMedicine } from '../../../api/medicines';
import { substituteOptions, type SubstituteOption } from './medicine-choices';
import { formatEuros } from '../shared/order-format';
import { DeskActionDialog } from './desk-action-dialog';
import type { ActionDialogProps } from './desk-simple-dialogs';
import { useTransitionForm } from './use-transition-form';

/** Catalogue lines without a substitute waiting for the customer's answer. */
export const substitutableLines = (lines: readonly OrderLine[]) =>
  lines.filter((line) => line.cis && line.substitution?.status !== 'proposed');

function OptionLabel({ option, blocked }: { option: SubstituteOption; blocked: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Stack spacing={0.25} sx={{ py: 0.5 }}>
      <Typography variant="subtitle2" component="span" sx={{ wordBreak: 'break-word' }}>
        {option.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {option.price === null ? (
            t('orders.desk.substitute.noPrice')
          ) : (
            <bdi dir="ltr">{formatEuros(option.price, language)}</bdi>
          )}
        </Typography>
        {option.requiresPrescription && (
          <Chip size="small" variant="outlined" color="warning" label={t('orders.desk.lines.prescriptionOnly')} />
        )}
        {!option.marketed && <Chip size="small" variant="outlined" label={t('orders.desk.substitute.notMarketed')} />}
      </Stack>
      {blocked && (
        <Typography variant="caption" component="span" sx={{ color: 'warning.main' }}>
          {t('orders.desk.substitute.needsPrescription')}
        </Typography>
      )}
    </Stack>
  );
}

/** Propose a medicine of the same generic group for an out-of-stock line; the customer accepts or refuses it. */
export function SubstituteDialog({ order, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const lines = substitutableLines(order.lines);
  const { form, submit, formError, pending } = useTransitionForm<{ lineId: string; cis: string }>({
    orderId: order.id,
    defaultValues: { lineId: lines.length === 1 ? lines[0].id : '', cis: '' },
    build: ({ lineId, cis }) => {
      if (!lineId) return { errors: { lineId: 'validation.required' } };
      if (!cis) return { errors: { cis: 'orders.desk.errors.chooseSubstitute' } };
      return { body: { action: 'propose_substitution', lineId, cis } };
    },
    fieldFor: (path) => (path === 'lineId' || path === 'cis' ? path : undefined),
    onDone,
  });
  const lineId = useWatch({ control: form.control, name: 'lineId' });
  const line = lines.find((l) => l.id === lineId);
  // Another line has other substitutes: a choice made for the previous one no longer applies.
  useEffect(() => form.resetField('cis', { defaultValue: '' }), [lineId, form]);
  const medicine = useMedicine(line?.cis ?? null);
  const noPrescription = order.prescriptionType === 'no_prescription';

  const choices = line && (
    <QueryBoundary
      query={medicine}
      loadingLabel={t('orders.desk.substitute.loading')}
      loading={<Skeleton variant="rounded" height={120} />}
      isEmpty={(data) => substituteOptions(data).length === 0}
      empty={
        <Alert severity="info" role="note">
          {t('orders.desk.substitute.none', { name: line.name })}
        </Alert>
      }
    >
      {(data) => (
        <Controller
          control={form.control}
          name="cis"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="order-substitute-options">
                {t('orders.desk.substitute.options', { name: line.name })}
              </FormLabel>
              <RadioGroup
                aria-labelledby="order-substitute-options"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {substituteOptions(data).map((option) => {
                  const blocked = noPrescription && option.requiresPrescription;
                  return (
                    <FormControlLabel
                      key={option.cis}
                      value={option.cis}
                      disabled={blocked}
                      control={<Radio />}
                      label={<OptionLabel option={option} blocked={blocked} />}
                      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
                    />
                  );
                })}
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText>{translateFieldMessage(t, fieldState.error.message)}</FormHelperText>
              )}
            </FormControl>
          )}
        />
      )}
    </QueryBoundary>
  );

  return (
    <DeskActionDialog
      id="order-propose_substitution"
      title={t('orders.desk.dialogs.propose_substitution.title', { reference: order.reference })}
      description={t('orders.desk.dialogs.propose_substitution.description')}
      submitLabel={t('orders.desk.actions.propose_substitution')}
      pending={pending}
      error={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      {lines.length === 0 ? (
        <Alert severity="info" role="note">
          {t('orders.desk.substitute.noLine')}
        </Alert>
      ) : (
        <FormTextField control={form.control} name="lineId" select required label={t('orders.desk.fields.line')}>
          {lines.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {choices}
    </DeskActionDialog>
  );
}
