import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '../../lib/translation';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '@pharmacy/shared/blog/constants';
import { BLOG_MANAGE_SORTS } from '@pharmacy/shared/schemas/blog';
import { useManagedPosts, type BlogManageSort } from '../../api/blog';
import { ListEmptyState } from '../../components/list/list-empty-state';
import { LoadMoreFooter } from '../../components/list/load-more-footer';
import { PageHeader } from '../../components/page/page-header';
import { usePageTitle } from '../../components/page/use-page-title';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import { StatusTabs } from '../../components/status-tabs/status-tabs';
import { paths } from '../../config/paths';
import { toLanguage } from '../../lib/language-tags';
import { formatBlogMoment } from './blog-moment';
import { PostStatusChip, STATUS_COLORS } from './post-status';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

const blog = paths.dashboard.blog;

/** /dashboard/blog/posts (and /dashboard/blog): the writer's posts (an admin's: everyone's) by status, searched and sorted. */
export function ManagePostsPage() {
  const { t, i18n } = useTranslation();
  const title = t('blog.manage.title');
  usePageTitle(title);
  const panelId = useId();
  const [status, setStatus] = useState<BlogPostStatus | ''>('');
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, 300);
  const [sort, setSort] = useState<BlogManageSort>('updated');
  const posts = useManagedPosts({ status, q, sort });
  const counts = posts.data?.pages[0]?.counts;

  return (
    <Container maxWidth="lg">
      <PageHeader
        title={title}
        crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('nav.blog') }]}
        action={
          <Button component={RouterLink} to={blog.new} variant="contained" startIcon={<AddIcon />}>
            {t('blog.manage.new')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <StatusTabs
          statuses={BLOG_POST_STATUSES}
          value={status}
          counts={counts}
          colors={STATUS_COLORS}
          labelOf={(s) => t(`blog.status.${s}`)}
          allLabel={t('blog.manage.all')}
          ariaLabel={t('blog.manage.tabs')}
          onChange={setStatus}
          panelId={panelId}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
          <TextField
            type="search"
            label={t('blog.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            sx={{ flexGrow: 1 }}
          />
          <TextField
            select
            label={t('blog.manage.sort')}
            value={sort}
            onChange={(event) => setSort(event.target.value as BlogManageSort)}
            sx={{ minWidth: { sm: 200 } }}
          >
            {BLOG_MANAGE_SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`blog.manage.sorts.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <div id={panelId}>
          <QueryBoundary
            query={posts}
            loading={<SkeletonRows height={64} />}
            loadingLabel={t('blog.loading')}
            errorTitle={t('blog.loadError')}
            sx={{ p: 2 }}
            isEmpty={(data) => data.pages[0]?.posts.length === 0}
            empty={
              <ListEmptyState
                title={t('blog.manage.emptyTitle')}
                body={q || status ? t('blog.empty.filtered') : t('blog.manage.emptyBody')}
              />
            }
          >
            {(data) => (
              <>
                <List disablePadding>
                  {data.pages
                    .flatMap((page) => page.posts)
                    .map((post) => (
                      // A list item around the link: a <ul> holds only <li> (axe, seen in CI).
                      <ListItem key={post.id} disablePadding>
                        <ListItemButton
                          component={RouterLink}
                          to={blog.post(post.id)}
                          divider
                          sx={{ gap: 2, flexWrap: 'wrap' }}
                        >
                          <ListItemText
                            primary={post.title || t('blog.untitled')}
                            secondary={t('blog.manage.updated', {
                              date: formatBlogMoment(post.updatedAt, toLanguage(i18n.language)),
                              author: post.author?.name ?? t('blog.formerAuthor'),
                            })}
                            slotProps={{ primary: { dir: 'auto', sx: { textAlign: 'start' } } }}
                            sx={{ minWidth: 0, flex: '1 1 240px' }}
                          />
                          <PostStatusChip status={post.status} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                </List>
                <LoadMoreFooter pages={posts} label={t('blog.loadMore')} />
              </>
            )}
          </QueryBoundary>
        </div>
      </Paper>
    </Container>
  );
}
