import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { isLanguage } from '@pharmacy/shared/languages';
import type { BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import { useBlogPosts, useFeaturedBlogPosts, type BlogFilters } from '../../api/blog';
import { LoadMoreFooter } from '../../components/list/load-more-footer';
import { ListEmptyState } from '../../components/list/list-empty-state';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { PageHeader } from '../../components/page/page-header';
import { usePageTitle } from '../../components/page/use-page-title';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { paths } from '../../config/paths';
import { BlogFiltersBar } from './blog-filters';
import { PostCard } from './post-card';

function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <Grid container spacing={3}>
      {posts.map((post) => (
        <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <PostCard post={post} />
        </Grid>
      ))}
    </Grid>
  );
}

function CardSkeletons() {
  return (
    <Grid container spacing={3}>
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
          <Skeleton width="80%" sx={{ mt: 1 }} />
          <Skeleton width="60%" />
        </Grid>
      ))}
    </Grid>
  );
}

/** The filters live in the address, so a filtered list can be shared and Back returns to it. */
function useBlogFilters(): [BlogFilters, (patch: Partial<BlogFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const language = params.get('language') ?? '';
  const filters: BlogFilters = {
    q: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    language: isLanguage(language) ? language : '',
  };
  const change = useCallback(
    (patch: Partial<BlogFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, change];
}

/** /blog, for anyone: featured posts first, then the latest, with search, tags and a language filter. */
export function BlogListPage() {
  const { t } = useTranslation();
  const title = t('blog.title');
  usePageTitle(title);
  const [filters, setFilters] = useBlogFilters();
  const filtered = Boolean(filters.q || filters.tag);
  const featured = useFeaturedBlogPosts(filters.language, !filtered);
  const posts = useBlogPosts(filters);
  const clear = () => setFilters({ q: '', tag: '', language: '' });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader
        title={title}
        subtitle={t('blog.subtitle')}
        crumbs={[{ label: t('layout.links.home'), href: paths.root }, { label: title }]}
        action={
          // The server's feed (modules/blog/feeds.ts), for feed readers; a page link, not a route of the app.
          <Button href="/blog/rss.xml" variant="outlined" color="inherit" startIcon={<RssFeedIcon />}>
            {t('blog.rss')}
          </Button>
        }
      />
      <Stack spacing={4}>
        <BlogFiltersBar filters={filters} onChange={setFilters} />
        {!filtered && featured.data && featured.data.posts.length > 0 && (
          <section aria-labelledby="blog-featured">
            <Typography id="blog-featured" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('blog.featuredTitle')}
            </Typography>
            <PostGrid posts={featured.data.posts} />
          </section>
        )}
        <section aria-labelledby="blog-latest">
          <Typography id="blog-latest" variant="h5" component="h2" sx={{ mb: 2 }}>
            {filtered ? t('blog.results') : t('blog.latest')}
          </Typography>
          <QueryBoundary
            query={posts}
            loading={<CardSkeletons />}
            loadingLabel={t('blog.loading')}
            errorTitle={t('blog.loadError')}
            isEmpty={(data) => data.pages[0]?.posts.length === 0}
            empty={
              <ListEmptyState
                title={t('blog.empty.title')}
                body={filtered || filters.language ? t('blog.empty.filtered') : t('blog.empty.none')}
                action={(filtered || filters.language) && <Button onClick={clear}>{t('blog.clearFilters')}</Button>}
              />
            }
          >
            {(data) => (
              <Stack spacing={2}>
                <PostGrid posts={data.pages.flatMap((page) => page.posts)} />
                <LoadMoreFooter pages={posts} label={t('blog.loadMore')} />
              </Stack>
            )}
          </QueryBoundary>
        </section>
      </Stack>
    </Container>
  );
}
