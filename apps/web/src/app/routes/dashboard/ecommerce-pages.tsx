import { useTranslation } from '../../../lib/translation';
import type { Product } from '@pharmacy/shared/schemas/catalogue';
import { MedicineSearch } from '../../../features/catalogue/components/medicine-search';
import { ShopProductEditPage } from '../../../features/shop-manage/routes/product-edit-page';
import { ShopProductNewPage } from '../../../features/shop-manage/routes/product-new-page';

// The dashboard's shop pages live in features/shop (the shop, the checkout) and features/shop-manage (products).

/** Also mounted at /dashboard/e-commerce: the shop is the section's home. Staff preview the public shop. */
export { StaffShopPage as ShopPage, StaffCheckoutPage as CheckoutPage } from '../../../features/shop/routes/staff-shop-pages';

/** The catalogue's search inside the shop product form: a medicine product is a pack of the catalogue. */
function useMedicineSearch() {
  const { t } = useTranslation();
  return (onSelect: (product: Product) => void) => <MedicineSearch onSelect={onSelect} label={t('shopManage.form.medicineSearch')} />;
}

/** The pharmacy's product form (features/shop-manage): a new product, then its pictures on the edit page. */
export function ProductNewPage() {
  return <ShopProductNewPage renderMedicineSearch={useMedicineSearch()} />;
}

// The product list (features/shop-manage) and the details page are mounted in the route table.

/** One product by its readable name, 404 → not found; pictures added, reordered and deleted there. */
export function ProductEditPage() {
  return <ShopProductEditPage renderMedicineSearch={useMedicineSearch()} />;
}
