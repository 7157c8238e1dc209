import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { rightsOf, type FileActions } from './file-actions';

export interface FileItemMenuProps {
  item: FileItem;
  actions: FileActions;
}

/** An item's actions, those its rights allow (rename, move, share, trash; restore and delete for good in the trash). */
export function FileItemMenu({ item, actions }: FileItemMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rights = rightsOf(item);
  // In the order the menu shows them; each only where the item's rights allow it.
  const entries = (
    [
      {
        key: 'open',
        when: !item.trashedAt,
        label: t(item.kind === 'folder' ? 'files.actions.open' : 'files.actions.preview'),
        icon: <VisibilityOutlinedIcon />,
        run: () => actions.open(item),
      },
      {
        key: 'download',
        when: item.kind === 'file' && Boolean(item.url),
        label: t('files.actions.download'),
        icon: <DownloadIcon />,
        run: () => actions.download(item),
      },
      {
        key: 'rename',
        when: rights.rename,
        label: t('files.actions.rename'),
        icon: <EditOutlinedIcon />,
        run: () => actions.rename(item),
      },
      {
        key: 'move',
        when: rights.move,
        label: t('files.actions.move'),
        icon: <DriveFileMoveOutlinedIcon />,
        run: () => actions.move(item),
      },
      {
        key: 'share',
        when: rights.share,
        label: t('files.actions.share'),
        icon: <PersonAddAltOutlinedIcon />,
        run: () => actions.share(item),
      },
      {
        key: 'trash',
        when: rights.trash,
        label: t('files.actions.trash'),
        icon: <DeleteOutlineIcon />,
        run: () => actions.trash([item]),
        danger: true,
      },
      {
        key: 'restore',
        when: rights.restore,
        label: t('files.actions.restore'),
        icon: <RestoreFromTrashOutlinedIcon />,
        run: () => actions.restore([item]),
      },
      {
        key: 'purge',
        when: rights.purge,
        label: t('files.actions.purge'),
        icon: <DeleteForeverOutlinedIcon />,
        run: () => actions.purge([item]),
        danger: true,
      },
    ] satisfies { key: string; when: boolean; label: string; icon: ReactNode; run: () => void; danger?: boolean }[]
  ).filter((entry) => entry.when);
  if (entries.length === 0) return null;

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('files.actions.more', { name: item.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.key}
            onClick={() => {
              setAnchor(null);
              entry.run();
            }}
            sx={entry.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={entry.danger ? { color: 'error.main' } : undefined}>{entry.icon}</ListItemIcon>
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
