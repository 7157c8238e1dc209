import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AllInboxIcon from '@mui/icons-material/AllInboxOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import LabelIcon from '@mui/icons-material/Label';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from '../../lib/translation';
import type { MailLabel, MailSystemLabel } from '@pharmacy/shared/schemas/mail';
import { useMailLabels } from '../../api/mail';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { LabelDialog } from './label-dialog';
import { LabelMenuButton } from './label-menu-button';

const ICONS: Record<MailSystemLabel, ReactNode> = {
  all: <AllInboxIcon />,
  inbox: <InboxOutlinedIcon />,
  sent: <SendOutlinedIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />,
  drafts: <DraftsOutlinedIcon />,
  starred: <StarBorderIcon />,
  important: <LabelImportantOutlinedIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />,
  trash: <DeleteOutlineIcon />,
};

export interface MailNavProps {
  activeLabelId: string;
  onSelect: (labelId: string) => void;
  /** Compose (and an admin's announcement) on top. */
  actions: ReactNode;
}

/** A system label's name in the reader's language; a custom label's as its owner wrote it. */
export function useLabelName() {
  const { t } = useTranslation();
  return (label: Pick<MailLabel, 'type' | 'name'>) =>
    label.type === 'system' ? t(`mail.labels.system.${label.name}`) : label.name;
}

/** The number as seen, and "3 unread" as heard (a span may not carry an aria-label). */
function Count({ label }: { label: MailLabel }) {
  const { t } = useTranslation();
  if (label.unreadCount <= 0) return null;
  return (
    <Typography variant="caption" component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
      <span aria-hidden>{label.unreadCount > 999 ? '999+' : label.unreadCount}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('mail.labels.unread', { count: label.unreadCount })}
      </Box>
    </Typography>
  );
}

/** The labels (inbox, sent… then one's own) with their unread counts; one's own can be added, renamed, recoloured, deleted. */
export function MailNav({ activeLabelId, onSelect, actions }: MailNavProps) {
  const { t } = useTranslation();
  const labels = useMailLabels();
  const nameOf = useLabelName();
  const [editing, setEditing] = useState<MailLabel | 'new' | null>(null);
  return (
    <Box sx={{ p: 1.5 }}>
      <Stack spacing={1} sx={{ mb: 1.5 }}>
        {actions}
      </Stack>
      <QueryBoundary
        query={labels}
        loadingLabel={t('mail.labels.loading')}
        errorTitle={t('mail.errorTitle')}
        loading={[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} variant="rounded" height={36} sx={{ mb: 0.5 }} />
        ))}
      >
        {({ labels: all }) => {
          const system = all.filter((l) => l.type === 'system');
          const custom = all.filter((l) => l.type === 'custom');
          const item = (label: MailLabel, icon: ReactNode, end?: ReactNode) => (
            <ListItem key={label.id} disablePadding secondaryAction={end}>
              <ListItemButton
                selected={label.id === activeLabelId}
                aria-current={label.id === activeLabelId ? 'page' : undefined}
                onClick={() => onSelect(label.id)}
                sx={{ borderRadius: 1, py: 0.5, ...(end ? { paddingInlineEnd: 9 } : {}) }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: label.color ?? 'inherit' }}>{icon}</ListItemIcon>
                <ListItemText
                  primary={nameOf(label)}
                  slotProps={{
                    primary: { noWrap: true, variant: 'body2', sx: { fontWeight: label.unreadCount > 0 ? 700 : 500 } },
                  }}
                />
                {!end && <Count label={label} />}
              </ListItemButton>
            </ListItem>
          );
          return (
            <>
              <List dense disablePadding aria-label={t('mail.labels.title')}>
                {system.map((label) => item(label, ICONS[label.name as MailSystemLabel] ?? <LabelIcon />))}
              </List>
              <Stack direction="row" sx={{ alignItems: 'center', mt: 2, mb: 0.5, px: 1 }}>
                <Typography variant="overline" component="h2" sx={{ flex: 1, color: 'text.secondary' }}>
                  {t('mail.labels.custom')}
                </Typography>
                <Tooltip title={t('mail.labels.new')}>
                  <IconButton size="small" aria-label={t('mail.labels.new')} onClick={() => setEditing('new')}>
                    <AddIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              {custom.length === 0 ? (
                <Typography variant="caption" component="p" sx={{ px: 1, color: 'text.secondary' }}>
                  {t('mail.labels.none')}
                </Typography>
              ) : (
                <List dense disablePadding aria-label={t('mail.labels.custom')}>
                  {custom.map((label) =>
                    item(
                      label,
                      <LabelIcon />,
                      <Stack direction="row" sx={{ alignItems: 'center' }}>
                        <Count label={label} />
                        <LabelMenuButton
                          label={label}
                          onEdit={() => setEditing(label)}
                          onDeleted={() => label.id === activeLabelId && onSelect('inbox')}
                        />
                      </Stack>,
                    ),
                  )}
                </List>
              )}
            </>
          );
        }}
      </QueryBoundary>
      {editing && <LabelDialog label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
