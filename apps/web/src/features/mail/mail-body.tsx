import Box from '@mui/material/Box';
import { richTextStyles } from '../../components/editor/rich-text-styles';

/**
 * A mail's text. `html` is `mail.message` exactly as the server sent it: the server passed every written mail through
 * its sanitiser's allow-list (no scripts, no event handlers, no styles, safe link schemes) before storing it, so it
 * can be shown as HTML here. This is the only place the mailbox renders HTML; every other text is React text.
 */
export function MailBody({ html }: { html: string }) {
  return (
    <Box
      className="mail-body"
      sx={[
        richTextStyles,
        {
          '& a': { wordBreak: 'break-all' },
          // Each paragraph reads in the direction of its own text: an Arabic reply above a French quote both sit right.
          '& p, & li, & blockquote, & h2, & h3, & pre': { unicodeBidi: 'plaintext', textAlign: 'start' },
        },
      ]}
      // Server-sanitised (see above): the reason this one dangerouslySetInnerHTML is acceptable.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
