import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { BLOG_COMMENT_MAX } from '@pharmacy/shared/blog/constants';
import type { BlogComment } from '@pharmacy/shared/schemas/blog';
import { useAddBlogComment, useBlogComments, type BlogCommentList } from '../../api/blog';
import { LoadMoreFooter } from '../../components/list/load-more-footer';
import { paths } from '../../config/paths';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { toLanguage } from '../../lib/language-tags';
import { formatBlogDate } from './blog-format';

function CommentItem({ comment }: { comment: BlogComment }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <PersonAvatar url={comment.author?.avatarUrl ?? null} name={comment.author?.name ?? ''} size={32} />
      <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2">{comment.author?.name ?? t('blog.formerAuthor')}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {formatBlogDate(comment.createdAt, toLanguage(i18n.language))}
          </Typography>
          {comment.status === 'pending' && <Chip size="small" color="warning" label={t('blog.comments.held')} />}
        </Stack>
        <Typography
          variant="body2"
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}
        >
          {comment.body}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** A signed-in, active person writes a comment; it waits for the post's author or an admin. */
function CommentForm({ postId, slug }: { postId: string; slug: string }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const add = useAddBlogComment(slug);
  const fieldError = add.error instanceof ApiRequestError ? add.error.data.fields?.body : undefined;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate({ postId, body }, { onSuccess: () => setBody('') });
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      {add.isSuccess && <Alert severity="success">{t('blog.comments.sent')}</Alert>}
      {add.isError && !fieldError && <Alert severity="error">{errorMessage(t, add.error)}</Alert>}
      <TextField
        label={t('blog.comments.label')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        error={Boolean(fieldError)}
        helperText={translateFieldMessage(t, fieldError) ?? t('blog.comments.moderated')}
        slotProps={{ htmlInput: { maxLength: BLOG_COMMENT_MAX } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={add.isPending}
        disabled={!body.trim()}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('blog.comments.send')}
      </Button>
    </Stack>
  );
}

export interface PostCommentsProps {
  postId: string;
  slug: string;
  /** The first page, as it came with the post, and when it came. */
  first: BlogCommentList;
  firstAt: number;
  /** How many comments the reader sees in all. */
  count: number;
}

/** The approved comments (and the reader's own still waiting), oldest first a page at a time, then the way to add one. */
export function PostComments({ postId, slug, first, firstAt, count }: PostCommentsProps) {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const location = useLocation();
  const pages = useBlogComments(postId, slug, first, firstAt);
  const comments = pages.data.pages.flatMap((page) => page.comments);
  return (
    <Stack component="section" aria-labelledby="blog-comments" spacing={3}>
      <Typography id="blog-comments" variant="h5" component="h2">
        {t('blog.comments.title', { count: Math.max(count, comments.length) })}
      </Typography>
      {comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('blog.comments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </Stack>
      )}
      <LoadMoreFooter pages={pages} label={t('blog.comments.more')} />
      {!isAuthenticated ? (
        <Button
          component={RouterLink}
          to={paths.auth.loginReturnTo(location.pathname)}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('blog.comments.signIn')}
        </Button>
      ) : user?.status === 'active' ? (
        <CommentForm postId={postId} slug={slug} />
      ) : (
        <Alert severity="info">{t('blog.comments.notActive')}</Alert>
      )}
    </Stack>
  );
}
