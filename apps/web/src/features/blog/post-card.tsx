import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import { paths } from '../../config/paths';
import { LANGUAGE_TAGS } from '../../lib/language-tags';
import { PostMeta } from './post-meta';

/** The cover keeps the 1200×630 shape the server stores, so cards line up with or without one. */
export function PostCover({ url, sx }: { url: string | null; sx?: object }) {
  return (
    <Box
      sx={{ aspectRatio: '1200 / 630', bgcolor: 'action.hover', overflow: 'hidden', ...sx }}
      aria-hidden={url ? undefined : true}
    >
      {url && (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}

/** One post in a list: cover, title, description, author, date and reading time; the whole card opens the post. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="article" sx={{ height: 1, display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.blog.post(post.slug)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <PostCover url={post.coverUrl} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {post.featured && (
            <Chip size="small" color="primary" label={t('blog.featured')} sx={{ alignSelf: 'flex-start' }} />
          )}
          <Typography
            variant="h6"
            component="h3"
            lang={LANGUAGE_TAGS[post.language]}
            dir="auto"
            sx={{ textAlign: 'start' }}
          >
            {post.title || t('blog.untitled')}
          </Typography>
          <Typography
            variant="body2"
            lang={LANGUAGE_TAGS[post.language]}
            dir="auto"
            sx={{
              color: 'text.secondary',
              textAlign: 'start',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {post.description}
          </Typography>
          <Stack sx={{ mt: 'auto', pt: 1 }}>
            <PostMeta post={post} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
