import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { inlineUrl } from '../../api/files';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { fileSize, fileTypeName, formatFileDate } from './file-format';
import { ShareList } from './share-list';

export interface PreviewDialogProps {
  item: FileItem;
  onDownload: (item: FileItem) => void;
  onClose: () => void;
}

/**
 * A picture or a PDF shown from its inline address (served with `nosniff` and a sandboxing CSP, decision 015), with
 * its details; its owner also sees who it is shared with.
 */
export function PreviewDialog({ item, onDownload, onClose }: PreviewDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const language = useCurrentLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const src = item.url ? inlineUrl(item.url) : null;
  const details: [string, string][] = [
    [t('files.details.type'), fileTypeName(item.mimeType)],
    [t('files.details.size'), item.size !== null ? fileSize(item.size, language) : ''],
    [t('files.details.owner'), item.owner.name],
    [t('files.details.created'), formatFileDate(item.createdAt, language, true)],
    [t('files.details.updated'), formatFileDate(item.updatedAt, language, true)],
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ wordBreak: 'break-word' }}>
        {item.name}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box
            sx={{
              flex: 1,
              minHeight: { xs: 320, md: '65dvh' },
              bgcolor: 'action.hover',
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
            }}
          >
            {src && item.mimeType === 'application/pdf' && (
              <Box
                component="iframe"
                title={t('files.preview.pdfTitle', { name: item.name })}
                src={src}
                sx={{ width: 1, height: 1, minHeight: { xs: 320, md: '65dvh' }, border: 0 }}
              />
            )}
            {src && item.mimeType?.startsWith('image/') && (
              <Box
                component="img"
                src={src}
                alt={item.name}
                sx={{ maxWidth: 1, maxHeight: '65dvh', objectFit: 'contain' }}
              />
            )}
          </Box>
          <Box component="aside" sx={{ width: { md: 280 }, flexShrink: 0 }} aria-labelledby={`${id}-details`}>
            <Typography id={`${id}-details`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('files.details.title')}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              {details.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {item.access === 'owner' && item.home === 'mine' && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
                  {t('files.share.current')}
                </Typography>
                <ShareList item={item} readOnly />
              </>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => onDownload(item)} disabled={!item.url}>
          {t('files.actions.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('files.dialogs.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
