import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '../../../lib/translation';
import { errorMessage } from '../../../lib/api-errors';
import { useExportMyData } from '../../../api/me';
import { AccountSection } from './account-section';

/** GDPR art. 15 and 20: one button, one ZIP of everything held about the person (data.json and their files). */
export function DownloadDataSection() {
  const { t } = useTranslation();
  const download = useExportMyData();
  return (
    <AccountSection headingId="account-data-heading" heading={t('personalData.download.heading')} description={t('personalData.download.description')}>
      <Stack spacing={2}>
        {download.isError && <Alert severity="error">{`${t('personalData.download.failed')} ${errorMessage(t, download.error)}`}</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            loading={download.isPending}
            loadingPosition="start"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('personalData.download.button')}
          </Button>
        </Stack>
      </Stack>
    </AccountSection>
  );
}
