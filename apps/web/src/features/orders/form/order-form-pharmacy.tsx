import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { useTranslation } from '../../../lib/translation';
import { OrderFormSection } from './order-form-section';

/** What the pharmacy directory (a feature of its own) receives to show and report the choice. */
export interface PharmacySlotProps {
  value: string | null;
  onChange: (pharmacy: Pharmacy) => void;
  /** A `validation.*` key or message to show with the list. */
  error?: string;
}

export interface OrderFormPharmacyProps {
  /** A counter order is for the staff's own pharmacy: shown, not chosen. */
  fixed?: Pharmacy;
  picker?: ReactNode;
}

export function OrderFormPharmacy({ fixed, picker }: OrderFormPharmacyProps) {
  const { t } = useTranslation();
  if (fixed) {
    return (
      <OrderFormSection title={t('orders.form.pharmacy.title')}>
        <div>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {fixed.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fixed.address}, <bdi dir="ltr">{fixed.postalCode}</bdi> {fixed.city}
          </Typography>
        </div>
      </OrderFormSection>
    );
  }
  return (
    <OrderFormSection title={t('orders.form.pharmacy.title')} description={t('orders.form.pharmacy.description')}>
      {picker}
    </OrderFormSection>
  );
}
