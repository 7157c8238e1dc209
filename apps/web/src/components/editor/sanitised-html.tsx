import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { richTextStyles } from './rich-text-styles';

/**
 * Each block reads in the direction of its own text (an Arabic paragraph beside a French quote): the browser decides
 * per paragraph, list and quote. Only an attribute is added to tags the server already allowed.
 */
export function withAutoDirection(html: string): string {
  return html.replace(/<(p|ul|ol|li|blockquote|h2|h3|h4|pre)(?=[\s>])(?![^>]*\sdir=)/gi, '<$1 dir="auto"');
}

/**
 * Rich text as the server stored it after its sanitiser's allow-list (a blog post's body): no scripts, no event
 * handlers, safe link schemes only. Light on purpose: reading pages never load the editor.
 */
export function SanitisedHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        richTextStyles,
        { typography: 'body1', '& h2, & h3, & h4': { mt: 3, mb: 1 }, '& [dir="auto"]': { textAlign: 'start' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // Server-sanitised (see above): the reason this dangerouslySetInnerHTML is acceptable.
      dangerouslySetInnerHTML={{ __html: withAutoDirection(html) }}
    />
  );
}
