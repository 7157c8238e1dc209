import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { TFunction } from '../../lib/translator';
import { useTranslation } from '../../lib/translation';
import {
  KANBAN_ATTACHMENT_MAX_BYTES,
  KANBAN_ATTACHMENTS_MAX,
  type KanbanAttachment,
  type KanbanCard,
} from '@pharmacy/shared/schemas/kanban';
import { useDeleteKanbanAttachment, useUploadKanbanAttachment } from '../../api/kanban';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { formatFileSize } from '../../lib/file-size';
import { useCurrentLanguage } from '../../components/language/use-current-language';

/** What the server takes (it checks the content too). */
export const KANBAN_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MB = KANBAN_ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** The `validation.*` key of a refused upload: the server's `fields.file`, or a 413 a proxy answered without one. */
function fileErrorKey(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const message = error.data.fields?.file;
  if (message) return message.replace(/^validation\./, '');
  return error.status === 413 ? 'fileTooLarge' : undefined;
}

/** A failed upload in the reader's language: the file's own problem, else why the call failed (card gone, network). */
export function uploadErrorText(t: TFunction, error: unknown): string {
  const key = fileErrorKey(error);
  const general = errorMessage(t, error);
  return key ? t(`validation.${key}`, { defaultValue: general }) : general;
}

/** The same checks as the server's, before sending up to 10 MB for nothing (a browser may not know the type: ''). */
function refusal(file: File): string | undefined {
  if (file.type && !(KANBAN_FILE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > KANBAN_ATTACHMENT_MAX_BYTES) return 'fileTooLarge';
  return undefined;
}

export interface CardAttachmentsProps {
  card: KanbanCard;
}

/**
 * The files of a card that exists: each downloads from its link and can be deleted (after a question); a new one
 * uploads as soon as it is chosen. The board's cache (and so this list and the card's face) changes when the server
 * answers; `kanban.changed` brings others' changes.
 */
export function CardAttachments({ card }: CardAttachmentsProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<KanbanAttachment | null>(null);
  const upload = useUploadKanbanAttachment();
  const remove = useDeleteKanbanAttachment();
  const room = KANBAN_ATTACHMENTS_MAX - card.attachments.length;
  const error = refused ? t(`validation.${refused}`) : upload.error ? uploadErrorText(t, upload.error) : null;

  const send = (file: File) => {
    upload.reset();
    const problem = room <= 0 ? 'tooMany' : refusal(file);
    setRefused(problem ?? null);
    if (problem) return;
    upload.mutate(
      { cardId: card.id, file },
      { onSuccess: () => enqueueSnackbar(t('kanban.attachments.added', { name: file.name }), { variant: 'success' }) },
    );
  };

  const confirmDelete = (attachment: KanbanAttachment) =>
    remove.mutate(attachment.id, {
      onSuccess: () => {
        enqueueSnackbar(t('kanban.attachments.deleted', { name: attachment.name }), { variant: 'success' });
        setDeleting(null);
      },
      onError: (failure) => {
        setDeleting(null);
        enqueueSnackbar(errorMessage(t, failure), { variant: 'error' });
      },
    });

  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('kanban.attachments.heading')}
      </Typography>
      {card.attachments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('kanban.attachments.empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {card.attachments.map((attachment) => (
            <Stack component="li" key={attachment.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <InsertDriveFileOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Link href={attachment.url} download underline="hover" variant="body2" noWrap sx={{ minWidth: 0 }}>
                  {attachment.name}
                </Link>
                <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                  {formatFileSize(attachment.size, language)}
                </Typography>
              </Box>
              <IconButton
                size="small"
                aria-label={t('kanban.attachments.remove', { name: attachment.name })}
                onClick={() => setDeleting(attachment)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} error role="alert">
          {error}
        </FormHelperText>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={KANBAN_FILE_TYPES.join(',')}
        data-testid="kanban-attachment-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Button
          size="small"
          startIcon={<AttachFile />}
          loading={upload.isPending}
          loadingPosition="start"
          disabled={room <= 0}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {t('kanban.attachments.add')}
        </Button>
        <Typography id={`${id}-hint`} variant="caption" sx={{ color: 'text.secondary' }}>
          {room <= 0
            ? t('kanban.attachments.full', { max: KANBAN_ATTACHMENTS_MAX })
            : t('kanban.attachments.hint', { size: MAX_MB, max: KANBAN_ATTACHMENTS_MAX })}
        </Typography>
      </Stack>
      {deleting && (
        <ConfirmDialog
          title={t('kanban.attachments.deleteTitle', { name: deleting.name })}
          text={t('kanban.attachments.deleteText')}
          confirm={t('kanban.attachments.delete')}
          loading={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
