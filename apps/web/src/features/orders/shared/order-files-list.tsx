import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from '../../../lib/translation';
import type { OrderFile } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { orderFileUrl } from '../../../api/orders';
import { formatDateTime } from './order-format';
import { formatFileSize } from '../../../lib/file-size';

export interface OrderFilesListProps {
  orderId: string;
  files: readonly OrderFile[];
}

/**
 * The prescription photos and PDFs attached to an order, each a download link (the server checks who may read it).
 * Read-only; shared by the customer's order page and the pharmacy's.
 */
export function OrderFilesList({ orderId, files }: OrderFilesListProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (files.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('orders.files.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('orders.files.label')}>
      {files.map((file) => (
        <ListItem key={file.id} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {file.mimeType === 'application/pdf' ? <PictureAsPdfOutlinedIcon /> : <ImageOutlinedIcon />}
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={orderFileUrl(orderId, file.id)} download={file.name} sx={{ wordBreak: 'break-all' }}>
                {file.name}
              </Link>
            }
            secondary={
              <>
                <bdi dir="ltr">{formatFileSize(file.size, language)}</bdi>
                {' · '}
                <bdi>
                  <time dateTime={file.uploadedAt}>{formatDateTime(file.uploadedAt, language)}</time>
                </bdi>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
