import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { UpcomingFeature } from '../../../components/page/upcoming-feature';
import { usePageTitle } from '../../../components/page/use-page-title';

/** /my/order: the SPEC order form lands here in the orders release. */
export function MyOrderPage() {
  const { t } = useTranslation();
  const title = t('pages.my.order.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, { label: title }]}
      />
      <UpcomingFeature description={t('pages.my.order.description')}>
        <Button component={RouterLink} to={paths.about} variant="outlined" color="inherit">
          {t('pages.my.order.howItWorks')}
        </Button>
      </UpcomingFeature>
    </>
  );
}
