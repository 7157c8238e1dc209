import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';
import { UpcomingPage } from './upcoming-page';

const shop = paths.dashboard.eCommerce;
const product = paths.dashboard.product;

/** Also mounted at /dashboard/e-commerce: the shop is the section's home. Staff preview the public shop. */
export { StaffShopPage as ShopPage, StaffCheckoutPage as CheckoutPage } from '../../../features/shop/routes/staff-shop-pages';

export function ProductNewPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.eCommerce.productNew.title')}
      description={t('pages.eCommerce.productNew.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.products'), href: shop.list }, { label: t('nav.newProduct') })}
    />
  );
}

// The product list and details pages are the medicine catalogue (features/catalogue), mounted in the route table.

export function ProductEditPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  return (
    <UpcomingPage
      title={t('pages.eCommerce.productEdit.title')}
      description={t('pages.eCommerce.productEdit.description')}
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.products'), href: shop.list },
        { label: <ParamCrumb name="name" />, href: product.details(name) },
        { label: t('common.edit') },
      )}
    />
  );
}
