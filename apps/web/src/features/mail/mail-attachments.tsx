import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from '../../lib/translation';
import type { MailAttachment } from '@pharmacy/shared/schemas/mail';
import { formatFileSize } from './mail-format';

/** The mail's files as chips that download them. */
export function MailAttachments({ attachments }: { attachments: readonly MailAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <section aria-label={t('mail.reader.attachments', { count: attachments.length })}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('mail.reader.attachments', { count: attachments.length })}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {attachments.map((a) => (
          <Chip
            key={a.id}
            component="a"
            href={a.url}
            download={a.name}
            clickable
            variant="outlined"
            icon={a.mimeType === 'application/pdf' ? <PictureAsPdfOutlinedIcon /> : <ImageOutlinedIcon />}
            label={`${a.name} · ${formatFileSize(a.size)}`}
            aria-label={t('mail.reader.download', { name: a.name })}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Stack>
    </section>
  );
}
