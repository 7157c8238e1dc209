import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { useCommentsToModerate, useModerateComment } from '../../api/blog';
import { LoadMoreFooter } from '../../components/list/load-more-footer';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { errorMessage } from '../../lib/api-errors';
import { toLanguage } from '../../lib/language-tags';
import { formatBlogMoment } from './blog-moment';

/**
 * The comments waiting on one post (the server lists them for its author or an admin only), newest first a page at a
 * time: approve or reject.
 */
export function CommentModeration({ postId }: { postId: string }) {
  const { t, i18n } = useTranslation();
  const comments = useCommentsToModerate(postId);
  const moderate = useModerateComment();
  return (
    <Stack component="section" aria-labelledby="blog-moderation" spacing={2}>
      <Typography id="blog-moderation" variant="h6" component="h2">
        {t('blog.moderation.title')}
      </Typography>
      {moderate.isError && <Alert severity="error">{errorMessage(t, moderate.error)}</Alert>}
      <QueryBoundary
        query={comments}
        isEmpty={(data) => data.pages.every((page) => page.comments.length === 0)}
        empty={<Typography sx={{ color: 'text.secondary' }}>{t('blog.moderation.none')}</Typography>}
      >
        {(data) => (
          <Stack spacing={2}>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.pages
                .flatMap((page) => page.comments)
                .map((comment) => (
                  <Stack
                    component="li"
                    key={comment.id}
                    spacing={1}
                    sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  >
                    <Typography variant="subtitle2">
                      {comment.author?.name ?? t('blog.formerAuthor')}{' '}
                      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                        {formatBlogMoment(comment.createdAt, toLanguage(i18n.language))}
                      </Typography>
                    </Typography>
                    <Typography
                      variant="body2"
                      dir="auto"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}
                    >
                      {comment.body}
                    </Typography>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        color="success"
                        disabled={moderate.isPending}
                        onClick={() => moderate.mutate({ comment, status: 'approved' })}
                      >
                        {t('blog.moderation.approve')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={moderate.isPending}
                        onClick={() => moderate.mutate({ comment, status: 'rejected' })}
                      >
                        {t('blog.moderation.reject')}
                      </Button>
                    </Stack>
                  </Stack>
                ))}
            </Stack>
            <LoadMoreFooter pages={comments} label={t('blog.moderation.older')} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
