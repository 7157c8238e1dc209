import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import MedicationOutlinedIcon from '@mui/icons-material/MedicationOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from '../../lib/translation';
import type { FileDocumentSource, FileSpace } from '@pharmacy/shared/files/constants';
import { FILE_DOCUMENT_SOURCES } from '@pharmacy/shared/files/constants';
import type { FileLocation } from './file-location';

const SPACE_ICONS: Record<FileSpace, ReactNode> = {
  mine: <FolderOutlinedIcon />,
  pharmacy: <LocalPharmacyOutlinedIcon />,
  shared: <FolderSharedOutlinedIcon />,
  starred: <StarBorderIcon />,
  recent: <AccessTimeIcon />,
  trash: <DeleteOutlineIcon />,
};

const SOURCE_ICONS: Record<FileDocumentSource, ReactNode> = {
  prescriptions: <MedicationOutlinedIcon />,
  invoices: <ReceiptLongOutlinedIcon />,
  chat: <ChatBubbleOutlineIcon />,
  mail: <MailOutlineIcon />,
};

export interface FileNavProps {
  location: FileLocation;
  /** Staff see their pharmacy's shared folder. */
  hasPharmacy: boolean;
  onGo: (location: FileLocation) => void;
}

function spacesOf(hasPharmacy: boolean): FileSpace[] {
  return ['mine', ...(hasPharmacy ? (['pharmacy'] as const) : []), 'shared', 'starred', 'recent', 'trash'];
}

const isAt = (location: FileLocation, key: string) =>
  location.view === 'space' ? key === `space:${location.space}` : key === `documents:${location.source}`;

/** The spaces (own files, the pharmacy's, shared, starred, recent, trash) and the sources of existing documents. */
export function FileNav({ location, hasPharmacy, onGo }: FileNavProps) {
  const { t } = useTranslation();
  const item = (key: string, label: string, icon: ReactNode, next: FileLocation) => (
    <ListItem key={key} disablePadding>
      <ListItemButton
        selected={isAt(location, key)}
        aria-current={isAt(location, key) ? 'page' : undefined}
        onClick={() => onGo(next)}
        sx={{ borderRadius: 1, py: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', noWrap: true } }} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Box>
      <List dense disablePadding aria-label={t('files.nav.spaces')}>
        {spacesOf(hasPharmacy).map((space) =>
          item(`space:${space}`, t(`files.spaces.${space}`), SPACE_ICONS[space], {
            view: 'space',
            space,
            folderId: null,
          }),
        )}
      </List>
      <Typography variant="overline" component="h2" sx={{ display: 'block', color: 'text.secondary', mt: 2, px: 1 }}>
        {t('files.nav.documents')}
      </Typography>
      <List dense disablePadding aria-label={t('files.nav.documents')}>
        {FILE_DOCUMENT_SOURCES.map((source) =>
          item(`documents:${source}`, t(`files.sources.${source}`), SOURCE_ICONS[source], {
            view: 'documents',
            source,
          }),
        )}
      </List>
    </Box>
  );
}

/** The same places as one native select: a phone's screen has no room for the side navigation. */
export function FileNavSelect({ location, hasPharmacy, onGo }: FileNavProps) {
  const { t } = useTranslation();
  const value = location.view === 'space' ? `space:${location.space}` : `documents:${location.source}`;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('files.nav.place')}
      value={value}
      onChange={(event) => {
        const [view, name] = event.target.value.split(':') as [string, string];
        onGo(
          view === 'space'
            ? { view: 'space', space: name as FileSpace, folderId: null }
            : { view: 'documents', source: name as FileDocumentSource },
        );
      }}
      slotProps={{ select: { native: true } }}
    >
      <optgroup label={t('files.nav.spaces')}>
        {spacesOf(hasPharmacy).map((space) => (
          <option key={space} value={`space:${space}`}>
            {t(`files.spaces.${space}`)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('files.nav.documents')}>
        {FILE_DOCUMENT_SOURCES.map((source) => (
          <option key={source} value={`documents:${source}`}>
            {t(`files.sources.${source}`)}
          </option>
        ))}
      </optgroup>
    </TextField>
  );
}
