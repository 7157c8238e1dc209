import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';
import { UpcomingPage } from './upcoming-page';

const blog = paths.dashboard.blog;

/** Also mounted at /dashboard/blog: the posts are the section's home. */
export function BlogPostsPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.blog.posts.title')}
      description={t('pages.blog.posts.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.blog') }, { label: t('nav.posts') })}
    />
  );
}

export function BlogNewPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.blog.new.title')}
      description={t('pages.blog.new.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.blog'), href: blog.posts }, { label: t('nav.create') })}
    />
  );
}

export function BlogPostPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.blog.post.title')}
      description={t('pages.blog.post.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.blog'), href: blog.posts }, { label: <ParamCrumb name="title" /> })}
    />
  );
}
