import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { BlogManagedPost } from '@pharmacy/shared/schemas/blog';
import { publishBlogPost, unpublishBlogPost } from '../../api/blog';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { ApiRequestError } from '../../lib/api-client';
import { toLanguage } from '../../lib/language-tags';
import { formatBlogMoment } from './blog-moment';
import { PostStatusChip } from './post-status';

export interface PublishPanelProps {
  post: BlogManagedPost | undefined;
  /** Saves what was typed first, giving the post's id (null when the save failed). */
  ensureId: () => Promise<string | null>;
  onChange: (post: BlogManagedPost) => void;
}

/** Publish now, at a time (scheduled), or take the post back to a draft. */
export function PublishPanel({ post, ensureId, onChange }: PublishPanelProps) {
  const { t, i18n } = useTranslation();
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState<'now' | 'at' | 'back' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const dateError = error instanceof ApiRequestError ? error.data.fields?.publishAt : undefined;

  const act = async (kind: 'now' | 'at' | 'back') => {
    setBusy(kind);
    setError(null);
    try {
      const id = await ensureId();
      if (!id) return;
      const answer =
        kind === 'back'
          ? await unpublishBlogPost(id)
          : await publishBlogPost(id, kind === 'at' ? new Date(at).toISOString() : undefined);
      onChange(answer.post);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  const status = post?.status ?? 'draft';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">{t('blog.editor.status')}</Typography>
        <PostStatusChip status={status} />
      </Stack>
      {status !== 'draft' && post?.publishAt && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(status === 'scheduled' ? 'blog.editor.scheduledFor' : 'blog.editor.publishedOn', {
            date: formatBlogMoment(post.publishAt, toLanguage(i18n.language)),
          })}
        </Typography>
      )}
      {Boolean(error) && !dateError && <Alert severity="error">{errorMessage(t, error)}</Alert>}
      {status !== 'published' && (
        <Button variant="contained" loading={busy === 'now'} disabled={busy !== null} onClick={() => void act('now')}>
          {t('blog.editor.publishNow')}
        </Button>
      )}
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
        <TextField
          type="datetime-local"
          size="small"
          label={t('blog.editor.publishAt')}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          error={Boolean(dateError)}
          helperText={translateFieldMessage(t, dateError)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          loading={busy === 'at'}
          disabled={!at || busy !== null}
          onClick={() => void act('at')}
        >
          {t('blog.editor.schedule')}
        </Button>
      </Stack>
      {status !== 'draft' && (
        <Button color="inherit" loading={busy === 'back'} disabled={busy !== null} onClick={() => void act('back')}>
          {t('blog.editor.unpublish')}
        </Button>
      )}
    </Stack>
  );
}
