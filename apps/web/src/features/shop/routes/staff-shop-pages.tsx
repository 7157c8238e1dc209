import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { CheckoutView } from '../checkout/checkout-view';
import { ShopBrowser } from '../components/shop-browser';

const dashboardCrumb = (label: string) => ({ label, href: paths.dashboard.root });

/** The dashboard's shop (/dashboard/e-commerce and /e-commerce/shop): the public shop as staff preview it. */
export function StaffShopPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.shop'));
  return (
    <>
      <PageHeader title={t('nav.shop')} subtitle={t('shop.staffPreview')} crumbs={[dashboardCrumb(t('nav.dashboard')), { label: t('nav.shop') }]} />
      <ShopBrowser productHref={paths.dashboard.product.details} />
    </>
  );
}

/** The dashboard's checkout: the same steps; staff see that buying is for customer accounts. */
export function StaffCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.checkout'));
  return (
    <>
      <PageHeader
        title={t('nav.checkout')}
        crumbs={[dashboardCrumb(t('nav.dashboard')), { label: t('nav.shop'), href: paths.dashboard.eCommerce.shop }, { label: t('nav.checkout') }]}
      />
      <CheckoutView shopHref={paths.dashboard.eCommerce.shop} />
    </>
  );
}
