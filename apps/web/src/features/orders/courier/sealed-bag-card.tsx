import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from '../../../lib/translation';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { OrderSectionCard } from '../shared/order-section-card';

/** What the courier carries: a closed bag and how many items are in it, never which medicines (the server sends none). */
export function SealedBagCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <OrderSectionCard title={t('orderLaw.sealed.title')}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <LockOutlinedIcon color="action" aria-hidden />
        <Stack spacing={0.5}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {t('orderLaw.sealed.items', { count: order.lineCount })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('orderLaw.sealed.hint')}
          </Typography>
        </Stack>
      </Stack>
    </OrderSectionCard>
  );
}
