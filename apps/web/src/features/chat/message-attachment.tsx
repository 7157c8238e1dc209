import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from '../../lib/translation';
import type { ChatAttachment } from '@pharmacy/shared/schemas/chat';
import { formatFileSize } from './chat-format';

/** A picture as a thumbnail that opens full size; a PDF as a chip that downloads it. */
export function MessageAttachment({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (attachment.mimeType === 'application/pdf') {
    return (
      <Chip
        component="a"
        href={attachment.url}
        download={attachment.name}
        clickable
        icon={<PictureAsPdfOutlinedIcon />}
        label={`${attachment.name} · ${formatFileSize(attachment.size)}`}
        aria-label={t('chat.message.download', { name: attachment.name })}
        sx={{ maxWidth: '100%', bgcolor: 'background.paper' }}
      />
    );
  }
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('chat.message.openImage', { name: attachment.name })}
        sx={{ borderRadius: 1.5, overflow: 'hidden', display: 'block' }}
      >
        <Box
          component="img"
          src={attachment.url}
          alt={attachment.name}
          loading="lazy"
          sx={{ display: 'block', maxWidth: { xs: 200, sm: 260 }, maxHeight: 220, objectFit: 'cover' }}
        />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={attachment.name}>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={t('chat.message.close')}
          sx={{
            position: 'absolute',
            insetInlineEnd: 8,
            top: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseIcon />
        </IconButton>
        <Box
          component="img"
          src={attachment.url}
          alt={attachment.name}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '85dvh' }}
        />
      </Dialog>
    </>
  );
}
