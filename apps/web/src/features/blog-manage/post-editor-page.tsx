import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import type { BlogManagedPost } from '@pharmacy/shared/schemas/blog';
import { isBlogPostMissing, useManagedPost } from '../../api/blog';
import { NotFoundAlert } from '../../components/feedback/not-found-alert';
import { PageHeader } from '../../components/page/page-header';
import { usePageTitle } from '../../components/page/use-page-title';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { paths } from '../../config/paths';
import { PostEditor } from './post-editor';

const blog = paths.dashboard.blog;

/**
 * /dashboard/blog/new and /dashboard/blog/post/:title (the post's id). A new post is created on its first save and
 * the address becomes its own; the same editor stays on screen, so nothing typed meanwhile is lost.
 */
export function PostEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().title;
  const [createdId, setCreatedId] = useState<string | null>(null);
  const loadsPost = Boolean(id) && id !== createdId;
  const query = useManagedPost(id ?? '', loadsPost);
  const title = id ? t('blog.editor.editTitle') : t('blog.editor.newTitle');
  usePageTitle(title);

  const onCreated = useCallback(
    (post: BlogManagedPost) => {
      setCreatedId(post.id);
      navigate(blog.post(post.id), { replace: true });
    },
    [navigate],
  );
  const header = (
    <PageHeader
      title={title}
      crumbs={[
        { label: t('nav.dashboard'), href: paths.dashboard.root },
        { label: t('nav.blog'), href: blog.posts },
        { label: title },
      ]}
      action={
        query.data?.post.status === 'published' && (
          <Button component={RouterLink} to={paths.blog.post(query.data.post.slug)} variant="outlined">
            {t('blog.editor.viewPublic')}
          </Button>
        )
      }
    />
  );
  return (
    <Container maxWidth="xl">
      {header}
      {!loadsPost ? (
        <PostEditor onCreated={onCreated} />
      ) : (
        <QueryBoundary
          query={query}
          loading={
            <Stack spacing={2}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={320} />
            </Stack>
          }
          renderError={(error) =>
            isBlogPostMissing(error) ? (
              <NotFoundAlert
                message={t('blog.editor.notFound')}
                backHref={blog.posts}
                backLabel={t('blog.editor.backToPosts')}
              />
            ) : undefined
          }
        >
          {(data) => <PostEditor initial={data.post} onCreated={onCreated} />}
        </QueryBoundary>
      )}
    </Container>
  );
}
