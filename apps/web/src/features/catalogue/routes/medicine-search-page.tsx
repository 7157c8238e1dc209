import { useNavigate } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { MedicineSearch } from '../components/medicine-search';

/** The catalogue's entry: find a medicine, then open its details. */
export function MedicineSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('catalogue.searchPage.title'));
  return (
    <>
      <PageHeader
        title={t('catalogue.searchPage.title')}
        subtitle={t('catalogue.searchPage.subtitle')}
        crumbs={[
          { label: t('nav.dashboard'), href: paths.dashboard.root },
          { label: t('nav.eCommerce'), href: paths.dashboard.eCommerce.shop },
          { label: t('nav.products') },
        ]}
      />
      <Card>
        <CardContent>
          {/* The CIS code is unique where names may not be: the details page accepts either. */}
          <MedicineSearch autoFocus onSelect={(product) => void navigate(paths.dashboard.product.details(product.id))} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('catalogue.searchPage.hint')}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
