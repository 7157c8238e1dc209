import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { isLanguage } from '@pharmacy/shared/languages';
import { errorMessage } from '../../../lib/api-errors';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import { useSessions, type AuthSession, useRevokeOtherSessions } from '../../../api/me';
import { describeUserAgent } from '../utils/describe-user-agent';
import { AccountSection } from './account-section';

function useDateTime() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const tag = lng === 'ar' ? 'ar-u-nu-latn' : isLanguage(lng) ? LANGUAGE_TAGS[lng] : lng;
  const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : format.format(new Date(iso)));
}

/** Where the account is signed in (browser, system, IP, last seen), and "sign out everywhere else". */
export function SessionsCard() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const dateTime = useDateTime();

  const label = (s: AuthSession) => {
    const d = describeUserAgent(s.userAgent);
    if (d.browser && d.system) return t('account.sessions.browserOn', { browser: d.browser, system: d.system });
    return d.browser ?? d.system ?? t('account.sessions.unknownDevice');
  };

  const list = sessions.data?.sessions ?? [];
  const currentId = sessions.data?.currentId ?? null;
  const ordered = [...list].sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.localeCompare(a.updatedAt));
  const others = list.filter((s) => s.id !== currentId).length;

  const body = (
    <QueryBoundary
      query={sessions}
      loadingLabel={t('account.sessions.loading')}
      loading={<Skeleton variant="rounded" height={120} />}
    >
      {() => (
      <List disablePadding aria-label={t('account.sessions.heading')}>
        {ordered.map((s) => (
          <ListItem key={s.id} divider disableGutters>
            <ListItemIcon sx={{ minWidth: 44 }}>
              {describeUserAgent(s.userAgent).mobile ? <SmartphoneOutlinedIcon /> : <ComputerOutlinedIcon />}
            </ListItemIcon>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <span>{label(s)}</span>
                  {s.id === currentId && <Chip size="small" color="success" variant="outlined" label={t('account.sessions.thisDevice')} />}
                </Stack>
              }
              secondary={
                <>
                  {s.ipAddress && (
                    <>
                      {t('account.sessions.ip')} <bdi dir="ltr">{s.ipAddress}</bdi>
                      {' · '}
                    </>
                  )}
                  {t('account.sessions.lastSeen', { date: dateTime(s.updatedAt) })}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      )}
    </QueryBoundary>
  );

  return (
    <AccountSection headingId="account-sessions-heading" heading={t('account.sessions.heading')} description={t('account.sessions.description')}>
      <Stack spacing={2.5}>
        {body}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            color="error"
            disabled={others === 0 || revoke.isPending}
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => enqueueSnackbar(t('account.sessions.signedOutOthers'), { variant: 'success' }),
                onError: (e) => enqueueSnackbar(errorMessage(t, e), { variant: 'error' }),
              })
            }
          >
            {t('account.sessions.signOutOthers')}
          </Button>
        </Stack>
      </Stack>
    </AccountSection>
  );
}
