import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { errorMessage } from '../../../lib/api-errors';
import { usePerson, useProfile } from '../../../api/me';
import { DownloadDataSection } from '../components/download-data-section';
import { GeneralForm } from '../components/general-form';
import { NotificationPreferencesForm } from '../components/notification-preferences-form';
import { PrivacySection } from '../components/privacy-section';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SecurityForm } from '../components/security-form';
import { SessionsCard } from '../components/sessions-card';

/** A tab another feature adds (a pharmacy's or a courier's own settings), composed in app/routes. */
export interface AccountExtraTab {
  value: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

export interface AccountPageProps {
  extraTabs?: readonly AccountExtraTab[];
  /** Shown under the devices on the security tab (the sign-in methods card, from the auth feature). */
  securityExtra?: ReactNode;
  /** The tab shown without `?tab=` (a pharmacy's settings page opens on its pharmacy). */
  defaultTab?: string;
}

const BUILT_IN = ['general', 'security', 'notifications', 'privacy'] as const;
const ICONS: Record<(typeof BUILT_IN)[number], ReactNode> = {
  general: <ManageAccountsOutlinedIcon />,
  security: <SecurityOutlinedIcon />,
  notifications: <NotificationsOutlinedIcon />,
  privacy: <PrivacyTipOutlinedIcon />,
};

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

function GeneralTab() {
  const { t } = useTranslation();
  const person = usePerson();
  if (person.isPending) return <LoadingState />;
  if (person.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void person.refetch()}>
            {t('dataGrid.retry')}
          </Button>
        }
      >
        {errorMessage(t, person.error)}
      </Alert>
    );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ProfileSummaryCard profile={person.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <GeneralForm key={person.data.uid} profile={person.data} />
      </Grid>
    </Grid>
  );
}

/**
 * /my/account and /dashboard/{kind}/account: details and photo, password and devices, notification choices,
 * and the right to be forgotten; other features add their own tabs.
 */
export function AccountPage({ extraTabs = [], securityExtra, defaultTab = 'general' }: AccountPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const values = [...BUILT_IN, ...extraTabs.map((x) => x.value)];
  // The tab lives in the URL so each can be linked to and survives a reload.
  const requested = searchParams.get('tab');
  const fallback = values.includes(defaultTab) ? defaultTab : 'general';
  const tab = requested && values.includes(requested) ? requested : fallback;
  const profile = useProfile();

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === fallback) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (profile.isPending) content = <LoadingState />;
  else if (profile.isError && !profile.data) content = <Alert severity="error">{errorMessage(t, profile.error)}</Alert>;
  else if (!profile.data) content = <Alert severity="warning">{t('account.signedOut')}</Alert>;
  else if (tab === 'general') content = <GeneralTab />;
  else if (tab === 'security')
    content = (
      <Stack spacing={3}>
        <SecurityForm />
        <SessionsCard />
        {securityExtra}
      </Stack>
    );
  else if (tab === 'notifications') content = <NotificationPreferencesForm />;
  else if (tab === 'privacy')
    content = (
      <Stack spacing={3}>
        <DownloadDataSection />
        <PrivacySection email={profile.data.email} />
      </Stack>
    );
  else content = extraTabs.find((x) => x.value === tab)?.content;

  const tabs = [
    ...BUILT_IN.map((value) => ({ value, label: t(`account.tabs.${value}`), icon: ICONS[value] })),
    ...extraTabs.map(({ value, label, icon }) => ({ value, label, icon })),
  ];

  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, next: string) => selectTab(next)}
        aria-label={t('account.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: { xs: 3, md: 4 } }}
      >
        {tabs.map(({ value, label, icon }) => (
          <Tab
            key={value}
            value={value}
            id={`account-tab-${value}`}
            aria-controls={`account-panel-${value}`}
            iconPosition="start"
            icon={icon as React.ReactElement | undefined}
            label={label}
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
