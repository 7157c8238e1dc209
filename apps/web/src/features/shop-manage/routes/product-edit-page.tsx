import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../lib/translation';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { NotFoundAlert, isRecordMissing } from '../../../components/feedback/not-found-alert';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../../components/query-boundary/skeleton-rows';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { useManagedProduct, useUpdateShopProduct } from '../../../api/shop-manage';
import { productCrumbs } from '../utils/crumbs';
import { ProductForm, type RenderMedicineSearch } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import { valuesOfProduct } from '../utils/product-form-values';

const list = paths.dashboard.eCommerce.list;

/** /dashboard/e-commerce/product/{slug}/edit: the product as its pharmacy sells it, loaded by its readable name. */
export function ShopProductEditPage({ renderMedicineSearch }: { renderMedicineSearch?: RenderMedicineSearch }) {
  const { t } = useTranslation();
  const slug = useParams().name ?? '';
  const product = useManagedProduct(slug);
  const staff = useAuth().user?.role === 'pharmacy';
  usePageTitle(product.data ? `${product.data.name} · ${t('pages.eCommerce.productEdit.title')}` : t('pages.eCommerce.productEdit.title'));
  return (
    <>
      <PageHeader
        title={t('pages.eCommerce.productEdit.title')}
        subtitle={product.data ? <bdi>{product.data.name}</bdi> : undefined}
        crumbs={productCrumbs(t, { label: <bdi>{product.data?.name ?? slug}</bdi> }, { label: t('common.edit') })}
      />
      <QueryBoundary
        query={product}
        sx={{ p: 3 }}
        loadingLabel={t('shopManage.form.loading')}
        loading={<SkeletonRows count={5} height={56} />}
        renderError={(error) =>
          isRecordMissing(error) ? <NotFoundAlert message={t('shopManage.form.notFound')} backHref={list} backLabel={t('shopManage.form.backToList')} /> : undefined
        }
      >
        {(data) => (staff ? <EditProduct key={data.id} product={data} renderMedicineSearch={renderMedicineSearch} /> : <Alert severity="info">{t('shopManage.staffOnly')}</Alert>)}
      </QueryBoundary>
    </>
  );
}

function EditProduct({ product, renderMedicineSearch }: { product: ShopProductDetail; renderMedicineSearch?: RenderMedicineSearch }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const update = useUpdateShopProduct(product.id);
  const current = product.medicine && product.cip13 ? { cip13: product.cip13, medicineName: product.medicine.name, label: product.medicine.label } : null;
  return (
    <ProductForm
      // Mounted once per product: a save refreshes the cache without resetting what is being typed.
      start={valuesOfProduct(product)}
      current={current}
      save={{ mode: 'update', send: (body) => update.mutateAsync(body) }}
      onSaved={(saved) => {
        enqueueSnackbar(t('shopManage.done.saved'), { variant: 'success' });
        // A new name makes a new readable address: stay on the product under it.
        if (saved.slug !== product.slug) void navigate(paths.dashboard.product.edit(saved.slug), { replace: true });
      }}
      cancelHref={list}
      submitLabel={t('shopManage.form.save')}
      aside={<ProductImages product={product} />}
      renderMedicineSearch={renderMedicineSearch}
    />
  );
}
