import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { SHOP_SLUG } from '@pharmacy/shared/shop/constants';
import { paths } from '../../../config/paths';
import { ShopProductView } from '../../../features/shop/components/shop-product-view';

const MedicineDetailsPage = lazy(() =>
  import('../../../features/catalogue/routes/medicine-details').then((m) => ({ default: m.MedicineDetailsPage })),
);

/**
 * /dashboard/e-commerce/product/:name: a shop product when the name is a shop slug (its id's suffix tells it apart),
 * the medicine catalogue's page otherwise (a CIS code or a medicine's name).
 */
export function DashboardProductPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  if (!SHOP_SLUG.test(name)) {
    return (
      <Suspense fallback={null}>
        <MedicineDetailsPage />
      </Suspense>
    );
  }
  const shop = paths.dashboard.eCommerce;
  return (
    <ShopProductView
      slug={name}
      crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('nav.shop'), href: shop.shop }]}
      shopHref={shop.shop}
      checkoutHref={shop.checkout}
    />
  );
}
