import Box from '@mui/material/Box';
import { richTextStyles } from '../../components/editor/rich-text-styles';
import { withAutoDirection } from '../../components/editor/sanitised-html';

/**
 * A mail's text. `html` is `mail.message` exactly as the server sent it: the server passed every written mail through
 * its sanitiser's allow-list (no scripts, no event handlers, no styles, no images, safe link schemes only) before
 * storing it, so it can be shown as HTML here. This is the only place the mailbox renders HTML; every other text is
 * React text.
 */
export function MailBody({ html }: { html: string }) {
  return (
    <Box
      className="mail-body"
      sx={[richTextStyles, { '& a': { wordBreak: 'break-all' }, '& [dir="auto"]': { textAlign: 'start' } }]}
      // Server-sanitised (see above): the reason this one dangerouslySetInnerHTML is acceptable.
      dangerouslySetInnerHTML={{ __html: withAutoDirection(html) }}
    />
  );
}
