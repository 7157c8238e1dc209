import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { errorMessage } from '../../../lib/api-errors';
import { useProfile } from '../api/get-profile';
import { GeneralForm } from '../components/general-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SecurityForm } from '../components/security-form';

const TABS = ['general', 'security'] as const;
type AccountTab = (typeof TABS)[number];

function LoadingState() {
  return (
    <Grid container spacing={3} aria-busy>
      <Grid size={{ xs: 12, md: 4 }}>
        <Skeleton variant="rounded" height={320} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Skeleton variant="rounded" height={420} />
      </Grid>
    </Grid>
  );
}

/** /my/account and the staff account page: personal details and language, then the password. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the URL so "Security" can be linked to and survives a reload.
  const tab: AccountTab = searchParams.get('tab') === 'security' ? 'security' : 'general';
  const profile = useProfile();

  const selectTab = (next: AccountTab) =>
    setSearchParams(
      (params) => {
        if (next === 'general') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  let content;
  if (profile.isPending) content = <LoadingState />;
  else if (profile.isError && !profile.data) content = <Alert severity="error">{errorMessage(t, profile.error)}</Alert>;
  else if (!profile.data) content = <Alert severity="warning">{t('account.signedOut')}</Alert>;
  else if (tab === 'general')
    content = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileSummaryCard profile={profile.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <GeneralForm key={profile.data.uid} profile={profile.data} />
        </Grid>
      </Grid>
    );
  else content = <SecurityForm />;

  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, next: AccountTab) => selectTab(next)}
        aria-label={t('account.tabsLabel')}
        sx={{ mb: { xs: 3, md: 4 } }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`account-tab-${value}`}
            aria-controls={`account-panel-${value}`}
            iconPosition="start"
            icon={value === 'general' ? <ManageAccountsOutlinedIcon /> : <SecurityOutlinedIcon />}
            label={t(`account.tabs.${value}`)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {content}
      </Box>
    </>
  );
}
