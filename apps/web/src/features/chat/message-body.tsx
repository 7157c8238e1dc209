import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { linkify } from './linkify';

/** A message's plain text: line breaks kept, http(s) addresses as links that open apart (never HTML). */
export function MessageBody({ body }: { body: string }) {
  return (
    <Typography
      variant="body2"
      component="p"
      dir="auto"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
    >
      {linkify(body).map((part, index) =>
        part.type === 'link' ? (
          <Link
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            sx={{ textDecoration: 'underline' }}
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}
