import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../lib/translation';
import { PageHeader } from '../../../../components/page/page-header';
import { usePageTitle } from '../../../../components/page/use-page-title';
import { paths } from '../../../../config/paths';
import { GalleryButtons } from './gallery-buttons';
import { GalleryDates } from './gallery-dates';
import { GalleryFeedback } from './gallery-feedback';
import { GalleryFields } from './gallery-fields';
import { GalleryTable } from './gallery-table';
import { GalleryOverlays } from './gallery-overlays';
import { GalleryTimeline } from './gallery-timeline';
import { GalleryCharts } from './gallery-charts';
import { GalleryEditor } from './gallery-editor';

/** /components: the product's UI pieces in the current theme, language and direction (docs/PRODUCT.md). */
export function ComponentsGalleryPage() {
  const { t } = useTranslation();
  const title = t('pages.components.title');
  usePageTitle(title);
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader
        title={title}
        subtitle={t('pages.components.subtitle')}
        crumbs={[{ label: t('layout.links.home'), href: paths.root }, { label: title }]}
      />
      <Stack spacing={3}>
        <GalleryButtons />
        <GalleryFields />
        <GalleryDates />
        <GalleryFeedback />
        <GalleryTable />
        <GalleryOverlays />
        <GalleryTimeline />
        <GalleryCharts />
        <GalleryEditor />
      </Stack>
    </Container>
  );
}
