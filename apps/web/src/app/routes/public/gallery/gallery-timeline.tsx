import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/translation';
import type { OrderHistoryEntry } from '@pharmacy/shared/schemas/order';
import { OrderTimeline } from '../../../../features/orders/shared/order-timeline';
import { GallerySection } from './gallery-section';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 8, 30) + minutes * 60_000).toISOString();
const pharmacist = { uid: 'example-pharmacist', displayName: 'An Peeters', role: 'pharmacy' as const };
const courier = { uid: 'example-courier', displayName: 'Youssef El Amrani', role: 'shipper' as const };
const patient = { uid: 'example-patient', displayName: 'Lotte Janssens', role: 'customer' as const };

/** An example order's trace, step by step as the product writes it: delivered, and one whose delivery failed. */
const DELIVERED: OrderHistoryEntry[] = [
  { at: at(0), actor: patient, action: 'submit', from: null, to: 'submitted', note: null },
  { at: at(12), actor: pharmacist, action: 'accept', from: 'submitted', to: 'accepted', note: null },
  { at: at(25), actor: pharmacist, action: 'prepare', from: 'accepted', to: 'preparing', note: null },
  { at: at(40), actor: pharmacist, action: 'ready', from: 'preparing', to: 'ready', note: null },
  { at: at(95), actor: courier, action: 'pick_up', from: 'ready', to: 'out_for_delivery', note: null },
  { at: at(130), actor: courier, action: 'deliver', from: 'out_for_delivery', to: 'delivered', note: null },
];
const FAILED: OrderHistoryEntry[] = [
  ...DELIVERED.slice(0, 5),
  { at: at(140), actor: courier, action: 'fail_delivery', from: 'out_for_delivery', to: 'delivery_failed', note: 'Nobody answered the bell; a card was left in the letterbox.' },
  { at: at(150), actor: pharmacist, action: 'return_to_ready', from: 'delivery_failed', to: 'ready', note: null },
];

export function GalleryTimeline() {
  const { t } = useTranslation();
  return (
    <GallerySection title={t('pages.components.timeline.title')} description={t('pages.components.timeline.description')}>
      <Grid container spacing={4}>
        {[
          ['delivered', DELIVERED],
          ['failed', FAILED],
        ].map(([key, history]) => (
          <Grid key={key as string} size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              {t(`pages.components.timeline.${key as string}`)}
            </Typography>
            <OrderTimeline history={history as OrderHistoryEntry[]} />
          </Grid>
        ))}
      </Grid>
    </GallerySection>
  );
}
