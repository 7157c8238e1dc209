import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { isValidEidNumber, isValidNiss } from '@pharmacy/shared/orders/identifiers';
import type { PrescriptionType } from '@pharmacy/shared/schemas/order-form';
import { translateFieldMessage } from '../../../lib/api-errors';
import { NEEDS_PRESCRIPTION, prescriptionOnlyLines } from './order-form-resolver';
import type { OrderFormValues, PrescriptionOnlyMap } from './order-form-values';
import { OrderFormCheckbox } from './order-form-checkbox';
import { OrderFormIdentifier } from './order-form-identifier';
import { OrderFormRids } from './order-form-rids';
import { OrderFormSection } from './order-form-section';

const NISS_EXAMPLE = '85.07.30-033.28';
const EID_EXAMPLE = '591-2345678-29';

/** A hint whose example number reads left-to-right in every language. */
function Example({ i18nKey, example }: { i18nKey: string; example: string }) {
  return <Trans i18nKey={i18nKey} values={{ example }} components={{ ltr: <bdi dir="ltr" /> }} />;
}

const WITH_PRESCRIPTION: readonly Exclude<PrescriptionType, 'no_prescription'>[] = ['id_card', 'rid', 'in_pharmacy'];

export interface OrderFormPrescriptionProps {
  prescriptionOnly: PrescriptionOnlyMap;
  /** The prescription files chooser (sent once the order exists). */
  files: ReactNode;
}

/**
 * How the prescription reaches the pharmacy. The two ticks of SPEC §3 and the type always agree: ticking one sets
 * the other and the type; choosing a type sets the ticks. Without a prescription, medicines that need one are named.
 */
export function OrderFormPrescription({ prescriptionOnly, files }: OrderFormPrescriptionProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const typeErrorId = useId();
  const { control, setValue, getValues } = useFormContext<OrderFormValues>();
  const type = useWatch({ control, name: 'prescription_type' });
  const medicines = useWatch({ control, name: 'medicines' });
  const blocked = prescriptionOnlyLines({ medicines }, prescriptionOnly);
  const withRx = type !== 'no_prescription';

  const setType = (next: PrescriptionType) => {
    const rx = next !== 'no_prescription';
    setValue('prescription_type', next, { shouldDirty: true, shouldValidate: getValues('prescription_type') !== next && blocked.length > 0 });
    setValue('with_prescription', rx, { shouldDirty: true });
    setValue('without_prescription', !rx, { shouldDirty: true });
    // The national number field hides without a prescription: a half-typed one must not block the order unseen.
    const niss = getValues('national_registration_number');
    if (!rx && niss.trim() !== '' && !isValidNiss(niss)) setValue('national_registration_number', '');
  };

  return (
    <OrderFormSection title={t('orders.form.prescription.title')} description={t('orders.form.prescription.description')}>
      <Stack>
        <OrderFormCheckbox
          name="with_prescription"
          label={t('orders.form.prescription.withTick')}
          onToggle={(checked) => setType(checked ? (withRx ? type : 'id_card') : 'no_prescription')}
        />
        <OrderFormCheckbox
          name="without_prescription"
          label={t('orders.form.prescription.withoutTick')}
          onToggle={(checked) => setType(checked ? 'no_prescription' : 'id_card')}
        />
      </Stack>

      {withRx && (
        <Controller
          control={control}
          name="prescription_type"
          render={({ field, fieldState }) => {
            const message = fieldState.error && fieldState.error.type !== NEEDS_PRESCRIPTION ? translateFieldMessage(t, fieldState.error.message) : undefined;
            return (
              <FormControl component="fieldset" error={Boolean(message)}>
                <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
                  {t('orders.form.prescription.typeLabel')}
                </FormLabel>
                <RadioGroup
                  name={field.name}
                  value={field.value}
                  onChange={(e) => setType(e.target.value as PrescriptionType)}
                  aria-labelledby={legendId}
                  aria-describedby={message ? typeErrorId : undefined}
                >
                  {WITH_PRESCRIPTION.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio slotProps={{ input: { ref: option === field.value ? field.ref : undefined } }} />}
                      sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                      label={
                        <>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {t(`orders.form.prescription.type.${option}`)}
                          </Typography>
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {t(`orders.form.prescription.explain.${option}`)}
                          </Typography>
                        </>
                      }
                    />
                  ))}
                </RadioGroup>
                {message && <FormHelperText id={typeErrorId}>{message}</FormHelperText>}
              </FormControl>
            );
          }}
        />
      )}

      {!withRx && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('orders.form.prescription.explain.no_prescription')}
        </Typography>
      )}
      {!withRx && blocked.length > 0 && (
        <Alert severity="error" role="alert" id="order-form-needs-prescription">
          {t('orders.form.prescription.needsPrescription', { count: blocked.length, names: blocked.map((b) => b.name).join(', ') })}
        </Alert>
      )}

      {withRx && (
        <OrderFormIdentifier
          name="national_registration_number"
          label={t('orders.form.prescription.niss')}
          hint={type === 'in_pharmacy' ? t('orders.form.prescription.nissOptional') : <Example i18nKey="orders.form.prescription.nissHint" example={NISS_EXAMPLE} />}
          required={type !== 'in_pharmacy'}
          placeholder={NISS_EXAMPLE}
          isValid={isValidNiss}
        />
      )}
      {type === 'id_card' && (
        <OrderFormIdentifier
          name="id_card_number"
          label={t('orders.form.prescription.eid')}
          hint={<Example i18nKey="orders.form.prescription.eidHint" example={EID_EXAMPLE} />}
          required
          placeholder={EID_EXAMPLE}
          isValid={isValidEidNumber}
        />
      )}
      {type === 'rid' && <OrderFormRids />}
      {withRx && files}
    </OrderFormSection>
  );
}
