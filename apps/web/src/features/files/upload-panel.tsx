import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from '../../lib/translation';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { FILE_MAX_MB, uploadError } from './file-errors';
import type { Upload } from './use-uploads';
import { fileSize } from './file-format';

export interface UploadPanelProps {
  uploads: readonly Upload[];
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
  onClearFinished: () => void;
}

/** One line per file being sent: its progress, then done or the reason it failed, with retry and dismiss. */
export function UploadPanel({ uploads, onRetry, onDismiss, onClearFinished }: UploadPanelProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (uploads.length === 0) return null;
  const pending = uploads.filter((u) => u.status === 'queued' || u.status === 'uploading').length;
  const problemText = (upload: Upload) =>
    upload.problem === 'size'
      ? t('files.upload.tooLarge', { size: FILE_MAX_MB })
      : upload.problem
        ? t(`files.upload.problem.${upload.problem}`)
        : uploadError(t, upload.error);

  return (
    <Paper
      elevation={8}
      component="section"
      aria-labelledby="files-upload-title"
      sx={{
        position: 'fixed',
        insetInlineEnd: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        width: { xs: 'calc(100% - 16px)', sm: 380 },
        maxHeight: '50dvh',
        display: 'flex',
        flexDirection: 'column',
        // Above the page and its side navigation, below menus and dialogs (which open over it).
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="files-upload-title" variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {/* Announced as it changes: "Uploading 3 files", then "Uploads finished". */}
          <span role="status">
            {pending > 0 ? t('files.upload.sending', { count: pending }) : t('files.upload.finished')}
          </span>
        </Typography>
        {pending < uploads.length && (
          <Button size="small" color="inherit" onClick={onClearFinished}>
            {t('files.upload.clear')}
          </Button>
        )}
      </Stack>
      <List dense sx={{ overflowY: 'auto' }} aria-label={t('files.upload.title')}>
        {uploads.map((upload) => {
          const name = upload.file.name;
          const failed = upload.status === 'failed';
          return (
            <ListItem key={upload.id} sx={{ display: 'block', py: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={name}>
                    {name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {fileSize(upload.file.size, language)}
                  </Typography>
                </Box>
                {upload.status === 'done' && (
                  <CheckCircleIcon color="success" fontSize="small" titleAccess={t('files.upload.done')} />
                )}
                {failed && <ErrorOutlineIcon color="error" fontSize="small" aria-hidden />}
                {failed && !upload.problem && (
                  <Tooltip title={t('files.upload.retry')}>
                    <IconButton
                      size="small"
                      aria-label={t('files.upload.retryName', { name })}
                      onClick={() => onRetry(upload.id)}
                    >
                      <ReplayIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip
                  title={
                    upload.status === 'uploading' || upload.status === 'queued'
                      ? t('files.upload.cancel')
                      : t('files.upload.dismiss')
                  }
                >
                  <IconButton
                    size="small"
                    aria-label={
                      upload.status === 'uploading' || upload.status === 'queued'
                        ? t('files.upload.cancelName', { name })
                        : t('files.upload.dismissName', { name })
                    }
                    onClick={() => onDismiss(upload.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              {(upload.status === 'uploading' || upload.status === 'queued') && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(upload.progress * 100)}
                  aria-label={t('files.upload.progress', { name })}
                  sx={{ mt: 0.5, borderRadius: 1 }}
                />
              )}
              {failed && (
                <Typography variant="caption" component="p" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
                  {problemText(upload)}
                </Typography>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
