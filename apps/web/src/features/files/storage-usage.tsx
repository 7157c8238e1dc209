import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { FileUsage } from '@pharmacy/shared/schemas/files';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { fileSize } from './file-format';

/** The bytes a home uses against its quota (the trash counts until it is emptied). */
export function StorageUsage({ usage }: { usage: FileUsage }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const percent = usage.quota > 0 ? Math.min(100, Math.round((usage.used / usage.quota) * 100)) : 0;
  const text = t('files.usage.text', {
    used: fileSize(usage.used, language),
    quota: fileSize(usage.quota, language),
  });
  return (
    <Box sx={{ px: 1 }}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {usage.home === 'pharmacy' ? t('files.usage.pharmacyTitle') : t('files.usage.title')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'primary'}
        aria-label={usage.home === 'pharmacy' ? t('files.usage.pharmacyTitle') : t('files.usage.title')}
        aria-valuetext={text}
        sx={{ height: 6, borderRadius: 3, my: 0.5 }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}
