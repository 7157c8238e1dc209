import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../../lib/translation';
import { WhenVisible } from '../../../../components/lazy/when-visible';
import { GallerySection } from './gallery-section';

// MUI X Charts (about 100 KiB gzip) arrive only when someone scrolls to the charts.
const GalleryChartsContent = lazy(() => import('./gallery-charts-content').then((m) => ({ default: m.GalleryChartsContent })));

export function GalleryCharts() {
  const { t } = useTranslation();
  const placeholder = <Skeleton variant="rounded" height={520} />;
  return (
    <GallerySection title={t('pages.components.charts.title')} description={t('pages.components.charts.description')}>
      <WhenVisible placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <GalleryChartsContent />
        </Suspense>
      </WhenVisible>
    </GallerySection>
  );
}
