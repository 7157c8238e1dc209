import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { MAIN_CONTENT_ID } from '../../../components/page/skip-link';

export interface MainContentProps {
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** The `main` landmark; focusable so the skip link moves keyboard focus into it. */
export function MainContent({ children, sx }: MainContentProps) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={[{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
