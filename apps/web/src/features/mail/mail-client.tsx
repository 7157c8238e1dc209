import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from '../../lib/translation';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { MailSummary } from '@pharmacy/shared/schemas/mail';
import { useMailLabels } from '../../api/mail';
import { useAuth } from '../../lib/auth/use-auth';
import { AnnouncementDialog } from './announcement-dialog';
import { ComposeDialog, type ComposeMode } from './compose-dialog';
import { EMPTY_COMPOSE, type ComposeValues } from './compose-values';
import { DraftCompose } from './draft-compose';
import { MailList } from './mail-list';
import { MailNav, useLabelName } from './mail-nav';
import { MailReader } from './mail-reader';

export interface MailClientProps {
  /** The label shown when the address names none: the inbox, or every mail on /mail/all. */
  defaultLabel: 'inbox' | 'all';
  /** The client's height: the window's less what the page shows above it (the dashboard's header by default). */
  height?: { xs: string; md: string };
}

const DASHBOARD_HEIGHT = { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 250px)' };

type Compose =
  { mode: ComposeMode; values: ComposeValues } | { mode: 'draft'; mailId: string } | { mode: 'announcement' };

const NAV_WIDTH = 240;

/**
 * The mailbox: labels, the label's mails, the open mail. The label and the open mail live in the address
 * (`?label=starred&mail=<id>`), so Back and a shared link work. Wide screens show the three side by side; below `lg`
 * the labels slide in from the start side; on a phone the list and the open mail take turns.
 */
export function MailClient({ defaultLabel, height = DASHBOARD_HEIGHT }: MailClientProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const labelId = params.get('label') || defaultLabel;
  const mailId = params.get('mail');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const [navOpen, setNavOpen] = useState(false);
  const [compose, setCompose] = useState<Compose | null>(null);
  const labels = useMailLabels().data?.labels ?? [];
  const nameOf = useLabelName();
  const label = labels.find((l) => l.id === labelId);
  const labelName = label ? nameOf(label) : labelId === defaultLabel ? t(`mail.labels.system.${defaultLabel}`) : '';

  const selectLabel = (id: string) => {
    setParams(id === defaultLabel ? {} : { label: id });
    setSearch('');
    setNavOpen(false);
  };
  const openMail = (mail: MailSummary) => {
    if (mail.folder === 'drafts') return setCompose({ mode: 'draft', mailId: mail.id });
    const next = new URLSearchParams(params);
    next.set('mail', mail.id);
    setParams(next);
  };
  const closeMail = () => {
    const next = new URLSearchParams(params);
    next.delete('mail');
    setParams(next, { replace: true });
  };

  const actions = (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<EditOutlinedIcon />}
        onClick={() => setCompose({ mode: 'new', values: EMPTY_COMPOSE })}
      >
        {t('mail.compose.action')}
      </Button>
      {user?.role === 'admin' && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<CampaignOutlinedIcon />}
          onClick={() => setCompose({ mode: 'announcement' })}
        >
          {t('mail.announcement.action')}
        </Button>
      )}
    </>
  );
  const nav = <MailNav activeLabelId={labelId} onSelect={selectLabel} actions={actions} />;

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        overflow: 'hidden',
        borderRadius: 2,
        height,
        minHeight: 480,
      }}
    >
      <Box
        component="nav"
        aria-label={t('mail.labels.title')}
        sx={{
          width: NAV_WIDTH,
          flexShrink: 0,
          overflowY: 'auto',
          borderInlineEnd: 1,
          borderColor: 'divider',
          display: { xs: 'none', lg: 'block' },
        }}
      >
        {nav}
      </Box>
      <Drawer
        open={navOpen}
        onClose={() => setNavOpen(false)}
        slotProps={{ paper: { sx: { width: NAV_WIDTH + 40 } } }}
        sx={{ display: { lg: 'none' } }}
      >
        <Box component="nav" aria-label={t('mail.labels.title')}>
          {nav}
        </Box>
      </Drawer>
      <Box
        sx={{
          width: { xs: '100%', md: 360, xl: 420 },
          flexShrink: 0,
          borderInlineEnd: { md: 1 },
          borderColor: { md: 'divider' },
          display: { xs: mailId ? 'none' : 'flex', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          position: 'relative',
        }}
      >
        <MailList
          labelId={labelId}
          labelName={labelName}
          labels={labels}
          search={search}
          onSearch={setSearch}
          query={query}
          selectedId={mailId}
          onOpen={openMail}
          navButton={
            <IconButton
              aria-label={t('mail.labels.open')}
              onClick={() => setNavOpen(true)}
              sx={{ display: { lg: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          }
        />
        {/* Where the labels (and their Compose button) are tucked away, writing stays one tap away. */}
        <Fab
          color="primary"
          aria-label={t('mail.compose.action')}
          onClick={() => setCompose({ mode: 'new', values: EMPTY_COMPOSE })}
          sx={{ position: 'absolute', insetInlineEnd: 16, bottom: 16, display: { lg: 'none' } }}
        >
          <EditOutlinedIcon />
        </Fab>
      </Box>
      <Box
        sx={{ flex: 1, minWidth: 0, display: { xs: mailId ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column' }}
      >
        {mailId ? (
          <MailReader
            key={mailId}
            mailId={mailId}
            labels={labels}
            selfId={user?.uid}
            onBack={closeMail}
            onLeave={closeMail}
            onCompose={(mode, values) => setCompose({ mode, values })}
          />
        ) : (
          <Box sx={{ m: 'auto', textAlign: 'center', p: 4, color: 'text.secondary' }}>
            <MailOutlineIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="body2">{t('mail.reader.pick')}</Typography>
          </Box>
        )}
      </Box>
      {compose?.mode === 'announcement' && <AnnouncementDialog onClose={() => setCompose(null)} />}
      {compose?.mode === 'draft' && 'mailId' in compose && (
        <DraftCompose mailId={compose.mailId} onClose={() => setCompose(null)} />
      )}
      {compose && 'values' in compose && (
        <ComposeDialog mode={compose.mode} initial={compose.values} onClose={() => setCompose(null)} />
      )}
    </Paper>
  );
}
