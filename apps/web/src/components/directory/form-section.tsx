import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled card of a long form; its heading names the region for assistive technology. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2.5 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        )}
      </Stack>
      {children}
    </Card>
  );
}
