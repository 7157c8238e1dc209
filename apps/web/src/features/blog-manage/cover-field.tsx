import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@pharmacy/shared/schemas/accounts';
import { removeBlogCover, uploadBlogCover } from '../../api/blog';
import { checkImageFile } from '../../components/image-upload/check-image-file';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { ApiRequestError } from '../../lib/api-client';

export interface CoverFieldProps {
  coverUrl: string | null;
  /** The post's id, saving it first when it is new. */
  ensureId: () => Promise<string | null>;
  onChange: (coverUrl: string | null) => void;
}

/** The cover image (PNG, JPEG or WebP; the server stores it 1200×630). */
export function CoverField({ coverUrl, ensureId, onChange }: CoverFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (action: (id: string) => Promise<string | null>) => {
    setBusy(true);
    setError(undefined);
    try {
      const id = await ensureId();
      if (id) onChange(await action(id));
    } catch (e) {
      const field = e instanceof ApiRequestError ? Object.values(e.data.fields ?? {})[0] : undefined;
      setError(translateFieldMessage(t, field) ?? errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    // Refused here before a new post is saved for it (the server checks again).
    const problem = checkImageFile(file);
    if (problem) setError(t(`imageUpload.${problem}`, { size: IMAGE_MAX_BYTES / (1024 * 1024) }));
    else void run(async (id) => (await uploadBlogCover(id, file)).coverUrl);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('blog.editor.cover')}</Typography>
      {coverUrl && (
        <Box
          component="img"
          src={coverUrl}
          alt={t('blog.editor.cover')}
          sx={{ width: 1, aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" loading={busy} onClick={() => input.current?.click()}>
          {coverUrl ? t('blog.editor.changeCover') : t('blog.editor.uploadCover')}
        </Button>
        {coverUrl && (
          <Button
            size="small"
            color="inherit"
            disabled={busy}
            onClick={() => void run(async (id) => (await removeBlogCover(id), null))}
          >
            {t('blog.editor.removeCover')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        aria-label={t('blog.editor.uploadCover')}
        onChange={(event) => {
          upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText error={Boolean(error)}>{error ?? t('blog.editor.coverHint')}</FormHelperText>
    </Stack>
  );
}
