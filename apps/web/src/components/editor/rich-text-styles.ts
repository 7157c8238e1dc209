import type { Theme } from '@mui/material/styles';

/**
 * How rich text looks, in the editor and where it is read (a mail, a blog post): the same paragraphs, lists, quotes
 * and links. No Tiptap here, so a reading page does not load the editor. Sides are logical (start/end) for Arabic.
 */
export const richTextStyles = (theme: Theme) => ({
  typography: 'body2',
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& p': { my: 0, minHeight: '1.5em' },
  '& p + p, & ul, & ol, & blockquote': { mt: 1 },
  '& ul, & ol': { paddingInlineStart: 3, mb: 0 },
  '& li > p': { my: 0 },
  '& blockquote': {
    mx: 0,
    paddingInlineStart: 2,
    borderInlineStart: `3px solid ${theme.palette.divider}`,
    color: 'text.secondary',
  },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& pre, & code': { fontFamily: 'monospace', fontSize: '0.875em' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
  '& td, & th': { border: `1px solid ${theme.palette.divider}`, p: 0.5 },
});
