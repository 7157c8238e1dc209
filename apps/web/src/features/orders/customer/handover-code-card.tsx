import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/translation';
import type { DeliveryType } from '@pharmacy/shared/schemas/order-form';

export interface HandoverCodeCardProps {
  code: string;
  deliveryType: DeliveryType;
}

/**
 * The six digits the customer (or the mandated person) gives at handover: large, spaced, left-to-right in every
 * language, read out digit by digit by screen readers.
 */
export function HandoverCodeCard({ code, deliveryType }: HandoverCodeCardProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="handover-code-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08), border: 1, borderColor: 'primary.main', textAlign: 'center' }}
    >
      <Typography id="handover-code-heading" variant="subtitle1" component="h3">
        {t('orders.my.handover.title')}
      </Typography>
      <Typography
        component="p"
        aria-label={code.split('').join(' ')}
        sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: { xs: '2.5rem', sm: '3.25rem' }, letterSpacing: '0.3em', lineHeight: 1.3, my: 1, ps: '0.3em' }}
      >
        <bdi dir="ltr">{code}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`orders.my.handover.hint.${deliveryType}`)}
      </Typography>
    </Box>
  );
}
