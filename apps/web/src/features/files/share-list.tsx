import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from '../../lib/translation';
import type { FileItem, FileShare } from '@pharmacy/shared/schemas/files';
import { useFileShares } from '../../api/files';
import { useRevokeFileShare, useShareFileItem } from '../../api/files-mutations';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import { errorMessage } from '../../lib/api-errors';
import { PermissionSelect } from './permission-select';

export interface ShareListProps {
  item: Pick<FileItem, 'kind' | 'id' | 'name'>;
  /** In the preview's details: who has it, without the controls. */
  readOnly?: boolean;
}

/** Who the item is shared with; its owner changes a permission or revokes a share here. */
export function ShareList({ item, readOnly = false }: ShareListProps) {
  const { t } = useTranslation();
  const shares = useFileShares(item.kind, item.id);
  const change = useShareFileItem(item);
  const revoke = useRevokeFileShare(item);
  const failure = change.error ?? revoke.error;

  const row = (share: FileShare) => {
    const detail = [t(`auth.roleNames.${share.person.role}`), share.person.pharmacyName].filter(Boolean).join(' · ');
    return (
      <ListItem key={share.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ListItemAvatar>
          <PersonAvatar url={share.person.avatarUrl} name={share.person.name} size={36} />
        </ListItemAvatar>
        <ListItemText
          sx={{ flex: '1 1 160px' }}
          primary={share.person.name}
          secondary={readOnly ? `${detail} · ${t(`files.share.permissions.${share.permission}`)}` : detail}
        />
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PermissionSelect
              size="small"
              label={t('files.share.permission')}
              ariaLabel={t('files.share.permissionOf', { name: share.person.name })}
              value={share.permission}
              disabled={change.isPending}
              onChange={(permission) =>
                change.mutate({ kind: item.kind, id: item.id, personId: share.person.id, permission })
              }
            />
            <Tooltip title={t('files.share.revoke')}>
              <IconButton
                aria-label={t('files.share.revokeName', { name: share.person.name })}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(share.id)}
              >
                <PersonRemoveOutlinedIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </ListItem>
    );
  };

  return (
    <QueryBoundary
      query={shares}
      loading={<SkeletonRows count={2} height={48} />}
      loadingLabel={t('files.share.loading')}
      isEmpty={(data) => data.shares.length === 0}
      empty={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('files.share.none')}
        </Typography>
      }
    >
      {(data) => (
        <>
          {failure !== null && (
            <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1 }}>
              {errorMessage(t, failure)}
            </Typography>
          )}
          <List dense aria-label={t('files.share.current')}>
            {data.shares.map(row)}
          </List>
        </>
      )}
    </QueryBoundary>
  );
}
