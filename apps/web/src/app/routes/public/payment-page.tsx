import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { UpcomingFeature } from '../../../components/page/upcoming-feature';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';

/** Online payment is a later release; until then, paying at handover is the way. */
export function PaymentPage() {
  const { t } = useTranslation();
  const title = t('pages.payment.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={t('pages.payment.subtitle')} />
      <UpcomingFeature description={t('pages.payment.description')}>
        <Button component={RouterLink} to={paths.pricing} variant="outlined" color="inherit">
          {t('layout.links.pricing')}
        </Button>
      </UpcomingFeature>
    </>
  );
}
