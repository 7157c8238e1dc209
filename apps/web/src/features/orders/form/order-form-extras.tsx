import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { ORDER_TEXT_MAX } from '@pharmacy/shared/schemas/order-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { OrderFormValues } from './order-form-values';
import { OrderFormCheckbox } from './order-form-checkbox';
import { OrderFormSection } from './order-form-section';

const long = { htmlInput: { maxLength: ORDER_TEXT_MAX } };

/** The call-back wish, the comment and the other requests (for the pharmacy, for the platform). */
export function OrderFormExtras({ counter }: { counter: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<OrderFormValues>();
  const hasComment = useWatch({ control, name: 'has_comment' });
  return (
    <OrderFormSection title={t('orders.form.extras.title')}>
      <OrderFormCheckbox
        name="pharmacy_call"
        label={counter ? t('orders.form.extras.pharmacyCallCounter') : t('orders.form.extras.pharmacyCall')}
        hint={t('orders.form.extras.pharmacyCallHint')}
      />
      <OrderFormCheckbox name="has_comment" label={t('orders.form.extras.hasComment')} />
      {hasComment && (
        <FormTextField
          control={control}
          name="comment"
          multiline
          minRows={2}
          label={t('orders.form.extras.comment')}
          helperText={t('orders.form.extras.commentHint')}
          slotProps={long}
        />
      )}
      <FormTextField
        control={control}
        name="other_request_pharmacy"
        multiline
        minRows={2}
        label={t('orders.form.extras.otherRequestPharmacy')}
        helperText={t('orders.form.extras.otherRequestPharmacyHint')}
        slotProps={long}
      />
      <FormTextField
        control={control}
        name="other_request"
        multiline
        minRows={2}
        label={t('orders.form.extras.otherRequest')}
        helperText={t('orders.form.extras.otherRequestHint')}
        slotProps={long}
      />
    </OrderFormSection>
  );
}
