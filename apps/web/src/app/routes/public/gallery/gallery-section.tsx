import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface GallerySectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One group of components in the gallery, titled for the page outline. */
export function GallerySection({ title, description, children }: GallerySectionProps) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: description ? 0.5 : 3 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
