import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import { errorMessage } from '../../../lib/api-errors';
import { useExportUserData } from '../../../api/users';

export interface ExportUserDataButtonProps {
  uid: string;
}

/** An admin produces a person's data archive on their request (GDPR art. 15); the server records who did. */
export function ExportUserDataButton({ uid }: ExportUserDataButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const exportData = useExportUserData();
  return (
    <Button
      fullWidth
      variant="outlined"
      color="inherit"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={exportData.isPending}
      loadingPosition="start"
      disabled={exportData.isPending}
      onClick={() =>
        exportData.mutate(uid, {
          onError: (error) => enqueueSnackbar(`${t('personalData.download.failed')} ${errorMessage(t, error)}`, { variant: 'error' }),
        })
      }
    >
      {t('personalData.download.adminButton')}
    </Button>
  );
}
