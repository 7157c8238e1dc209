import type { SxProps, Theme } from '@mui/material/styles';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { FileItem } from '@pharmacy/shared/schemas/files';

export interface FileIconProps {
  item: Pick<FileItem, 'kind' | 'mimeType' | 'shared'>;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  sx?: SxProps<Theme>;
}

/** A folder, a PDF or a picture at a glance; decorative, the name is always written beside it. */
export function FileIcon({ item, fontSize = 'medium', sx }: FileIconProps) {
  if (item.kind === 'folder') {
    const Icon = item.shared ? FolderSharedIcon : FolderIcon;
    return (
      <Icon aria-hidden fontSize={fontSize} sx={[{ color: 'warning.main' }, ...(Array.isArray(sx) ? sx : [sx])]} />
    );
  }
  const Icon =
    item.mimeType === 'application/pdf'
      ? PictureAsPdfOutlinedIcon
      : item.mimeType?.startsWith('image/')
        ? ImageOutlinedIcon
        : InsertDriveFileOutlinedIcon;
  const color = item.mimeType === 'application/pdf' ? 'error.main' : 'info.main';
  return <Icon aria-hidden fontSize={fontSize} sx={[{ color }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
