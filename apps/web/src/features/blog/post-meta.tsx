import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import { PersonAvatar } from '../../components/avatar/person-avatar';
import { toLanguage } from '../../lib/language-tags';
import { formatBlogDate } from './blog-format';

/** Who wrote a post, when, and how long it takes to read. */
export function PostMeta({ post, size = 'small' }: { post: BlogPostSummary; size?: 'small' | 'large' }) {
  const { t, i18n } = useTranslation();
  const avatar = size === 'large' ? 40 : 28;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar url={post.author?.avatarUrl ?? null} name={post.author?.name ?? ''} size={avatar} />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant={size === 'large' ? 'subtitle1' : 'subtitle2'} noWrap>
          {post.author?.name ?? t('blog.formerAuthor')}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatBlogDate(post.publishAt, toLanguage(i18n.language))}
          {' · '}
          {t('blog.readingTime', { count: post.readingMinutes })}
        </Typography>
      </Stack>
    </Stack>
  );
}
