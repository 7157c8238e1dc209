import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SkipLink } from '../../../components/page/skip-link';
import { MainContent } from '../shared/main-content';
import { MinimalHeader } from '../shared/minimal-header';

export interface SimpleLayoutProps {
  children?: ReactNode;
}

/** Single-purpose pages (coming soon, maintenance, pricing, payment): a light header and one column. */
export function SimpleLayout({ children }: SimpleLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <MinimalHeader />
      <MainContent>
        <Container maxWidth="md" sx={{ py: { xs: 5, md: 10 }, flexGrow: 1 }}>
          {children ?? <Outlet />}
        </Container>
      </MainContent>
    </Box>
  );
}
