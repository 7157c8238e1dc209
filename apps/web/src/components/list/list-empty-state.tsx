import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ListEmptyStateProps {
  title: string;
  body: string;
  /** E.g. a "New invoice" button when nothing exists yet. */
  action?: ReactNode;
}

/** What a list shows when nothing matches: a title, why, and what to do; announced as a status. */
export function ListEmptyState({ title, body, action }: ListEmptyStateProps) {
  return (
    <Stack spacing={1.5} role="status" sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 8 }, px: 3 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 460 }}>
        {body}
      </Typography>
      {action}
    </Stack>
  );
}
