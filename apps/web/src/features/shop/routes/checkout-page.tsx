import Container from '@mui/material/Container';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { CheckoutView } from '../checkout/checkout-view';

/** /shop/checkout: anyone sees their cart; buying goes on after sign-in as a customer. */
export function PublicCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('shop.checkout.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader
        title={t('shop.checkout.title')}
        crumbs={[{ label: t('nav.shop'), href: paths.shop.root }, { label: t('shop.checkout.title') }]}
      />
      <CheckoutView shopHref={paths.shop.root} />
    </Container>
  );
}
