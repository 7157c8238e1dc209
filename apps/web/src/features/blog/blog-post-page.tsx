import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { isBlogPostMissing, useBlogPostPage, type BlogPostPage as PageData } from '../../api/blog';
import { SanitisedHtml } from '../../components/editor/sanitised-html';
import { NotFoundAlert } from '../../components/feedback/not-found-alert';
import { usePageTitle } from '../../components/page/use-page-title';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { paths } from '../../config/paths';
import { LANGUAGE_TAGS } from '../../lib/language-tags';
import { PostCard, PostCover } from './post-card';
import { PostComments } from './post-comments';
import { PostMeta } from './post-meta';

type Found = Extract<PageData, { post: unknown }>;

function ArticleSkeleton() {
  return (
    <Stack spacing={2}>
      <Skeleton variant="text" sx={{ typography: 'h3' }} width="70%" />
      <Skeleton variant="rounded" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </Stack>
  );
}

/** The description is what link previews show too (the server writes the same into the page's meta tags). */
function useDescriptionMeta(description: string | undefined) {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta || !description) return;
    const before = meta.getAttribute('content');
    meta.setAttribute('content', description);
    return () => {
      if (before !== null) meta.setAttribute('content', before);
    };
  }, [description]);
}

function Article({ data, updatedAt }: { data: Found; updatedAt: number }) {
  const { t } = useTranslation();
  const { post, related, comments, commentsNextCursor, commentCount } = data;
  usePageTitle(post.title);
  useDescriptionMeta(post.description);
  return (
    <Stack spacing={5}>
      <Stack component="article" spacing={3} lang={LANGUAGE_TAGS[post.language]}>
        <Stack spacing={2}>
          <Typography
            variant="h3"
            component="h1"
            dir="auto"
            sx={{ textAlign: 'start', typography: { xs: 'h4', md: 'h3' } }}
          >
            {post.title}
          </Typography>
          {post.description && (
            <Typography variant="subtitle1" dir="auto" sx={{ color: 'text.secondary', textAlign: 'start' }}>
              {post.description}
            </Typography>
          )}
          <PostMeta post={post} size="large" />
        </Stack>
        {post.coverUrl && <PostCover url={post.coverUrl} sx={{ borderRadius: 2 }} />}
        <SanitisedHtml html={post.bodyHtml} />
        {post.tags.length > 0 && (
          <Stack direction="row" aria-label={t('blog.tags')} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {post.tags.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                component={RouterLink}
                to={`${paths.blog.root}?tag=${encodeURIComponent(tag)}`}
                clickable
              />
            ))}
          </Stack>
        )}
      </Stack>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="blog-related">
          <Divider sx={{ mb: 4 }} />
          <Typography id="blog-related" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('blog.related')}
          </Typography>
          <Grid container spacing={3}>
            {related.map((item) => (
              <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <PostCard post={item} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
      <Divider />
      <PostComments
        postId={post.id}
        slug={post.slug}
        first={{ comments, nextCursor: commentsNextCursor }}
        firstAt={updatedAt}
        count={commentCount}
      />
    </Stack>
  );
}

/** /blog/post/:title, for anyone: a published post by its slug; an old slug moves the address to the current one. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const slug = useParams().title ?? '';
  const page = useBlogPostPage(slug);
  if (page.data && 'redirectTo' in page.data) return <Navigate to={paths.blog.post(page.data.redirectTo)} replace />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ typography: 'body2', mb: 3 }}>
        <Link component={RouterLink} to={paths.root} underline="hover" color="text.primary">
          {t('layout.links.home')}
        </Link>
        <Link component={RouterLink} to={paths.blog.root} underline="hover" color="text.primary">
          {t('blog.title')}
        </Link>
      </Breadcrumbs>
      <QueryBoundary
        query={page}
        loading={<ArticleSkeleton />}
        loadingLabel={t('blog.loadingPost')}
        renderError={(error) =>
          isBlogPostMissing(error) ? (
            <NotFoundAlert message={t('blog.notFound')} backHref={paths.blog.root} backLabel={t('blog.backToBlog')} />
          ) : undefined
        }
      >
        {(data) => ('post' in data ? <Article data={data} updatedAt={page.dataUpdatedAt} /> : null)}
      </QueryBoundary>
    </Container>
  );
}
