import Container from '@mui/material/Container';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { ShopBrowser } from '../components/shop-browser';

/** The public shop (/shop): anyone browses, customers buy. */
export function PublicShopPage() {
  const { t } = useTranslation();
  usePageTitle(t('shop.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={t('shop.title')} subtitle={t('shop.subtitle')} />
      <ShopBrowser productHref={paths.shop.product} />
    </Container>
  );
}
