import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import type { PharmacyCreateInput } from '@pharmacy/shared/schemas/pharmacy';
import { DateProvider } from '../../../components/date/date-provider';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useCreatePharmacy } from '../../../api/pharmacies';
import { PharmacyForm } from '../components/pharmacy-form';
import { emptyPharmacyValues } from '../utils/pharmacy-form-values';

export interface PharmacyNewPageProps {
  crumbs: Crumb[];
  /** Where the new pharmacy is opened (to add its logo and team). */
  editHref: (slug: string) => string;
}

/** /dashboard/pharmacy/new (admin): a licensed pharmacy with its identity, contact, hours, on-duty days and delivery. */
export function PharmacyNewPage({ crumbs, editHref }: PharmacyNewPageProps) {
  const { t } = useTranslation();
  const title = t('people.pharmacies.new.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreatePharmacy();
  return (
    <>
      <PageHeader title={title} subtitle={t('people.pharmacies.new.subtitle')} crumbs={crumbs} />
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <DateProvider>
          <PharmacyForm
            mode="create"
            defaultValues={emptyPharmacyValues()}
            submitLabel={t('people.pharmacies.new.submit')}
            onSubmit={async (payload) => {
              const created = await create.mutateAsync(payload as PharmacyCreateInput);
              enqueueSnackbar(t('people.pharmacies.new.created', { name: created.name }), { variant: 'success' });
              navigate(editHref(created.slug));
            }}
          />
        </DateProvider>
      </Box>
    </>
  );
}
