import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { useMyPharmacies } from '../../../api/pharmacies';
import { useCreateShopProduct } from '../../../api/shop-manage';
import { productCrumbs } from '../utils/crumbs';
import { ProductForm, type RenderMedicineSearch } from '../components/product-form';
import { blankProduct } from '../utils/product-form-values';

/** /dashboard/e-commerce/product/new: put a product on sale; its pictures are added on the edit page it opens. */
export function ShopProductNewPage({ renderMedicineSearch }: { renderMedicineSearch?: RenderMedicineSearch }) {
  const { t } = useTranslation();
  const title = t('pages.eCommerce.productNew.title');
  usePageTitle(title);
  // An admin reads every pharmacy's products and writes none (the server says 403).
  const staff = useAuth().user?.role === 'pharmacy';
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('shopManage.form.newSubtitle')}
        crumbs={productCrumbs(t, { label: t('nav.newProduct') })}
      />
      {staff ? <NewProduct renderMedicineSearch={renderMedicineSearch} /> : <Alert severity="info">{t('shopManage.staffOnly')}</Alert>}
    </>
  );
}

function NewProduct({ renderMedicineSearch }: { renderMedicineSearch?: RenderMedicineSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateShopProduct();
  // Staff of several pharmacies choose the one that sells it (the API asks for it then).
  const mine = useMyPharmacies().data?.items ?? [];
  const [pharmacyId, setPharmacyId] = useState('');
  const chosen = mine.length > 1 ? pharmacyId || mine[0]!.id : undefined;
  return (
    <Stack spacing={3}>
      {mine.length > 1 && (
        <TextField select label={t('shopManage.form.pharmacy')} value={chosen} onChange={(event) => setPharmacyId(event.target.value)} sx={{ maxWidth: 480 }}>
          {mine.map((pharmacy) => (
            <MenuItem key={pharmacy.id} value={pharmacy.id}>
              {pharmacy.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ProductForm
        start={blankProduct()}
        save={{ mode: 'create', send: (body) => create.mutateAsync({ ...body, ...(chosen ? { pharmacyId: chosen } : {}) }) }}
        onSaved={(product) => {
          enqueueSnackbar(t('shopManage.done.created'), { variant: 'success' });
          // The edit page is where its pictures go.
          void navigate(paths.dashboard.product.edit(product.slug));
        }}
        cancelHref={paths.dashboard.eCommerce.list}
        submitLabel={t('shopManage.form.create')}
        renderMedicineSearch={renderMedicineSearch}
      />
    </Stack>
  );
}
