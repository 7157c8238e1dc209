import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface OrderFormSectionProps {
  title: string;
  /** One or two sentences under the heading: what this part is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the order form: a card whose h2 also names the region for screen readers. */
export function OrderFormSection({ title, description, children }: OrderFormSectionProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {description}
          </Typography>
        )}
        <Stack spacing={2.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
