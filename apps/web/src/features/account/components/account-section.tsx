import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface AccountSectionProps {
  /** Id of the heading, which names the section for screen readers. */
  headingId: string;
  heading: string;
  description: string;
  children: ReactNode;
}

/** A card of the account page: a heading that names the section, a short description, then the form. */
export function AccountSection({ headingId, heading, description, children }: AccountSectionProps) {
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {heading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {description}
      </Typography>
      {children}
    </Card>
  );
}
