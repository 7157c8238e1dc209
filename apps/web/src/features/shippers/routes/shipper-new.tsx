import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import type { PharmacyOption } from '../components/pharmacies-served-field';
import { ShipperCreateForm } from '../components/shipper-create-form';

export interface ShipperNewPageProps {
  crumbs: Crumb[];
  profileHref: (slug: string) => string;
  pharmacyOptions: readonly PharmacyOption[];
}

/** /dashboard/shipper/new (admin). */
export function ShipperNewPage({ crumbs, profileHref, pharmacyOptions }: ShipperNewPageProps) {
  const { t } = useTranslation();
  const title = t('people.shippers.new.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const language = useCurrentLanguage();
  return (
    <>
      <PageHeader title={title} subtitle={t('people.shippers.new.subtitle')} crumbs={crumbs} />
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <ShipperCreateForm
          pharmacyOptions={pharmacyOptions}
          language={language}
          onCreated={(shipper) => {
            enqueueSnackbar(t('people.shippers.new.created', { name: shipper.displayName }), { variant: 'success' });
            navigate(profileHref(shipper.slug));
          }}
        />
      </Box>
    </>
  );
}
