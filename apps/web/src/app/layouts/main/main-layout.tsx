import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { SkipLink } from '../../../components/page/skip-link';
import { MainContent } from '../shared/main-content';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';

export interface MainLayoutProps {
  children?: ReactNode;
}

/** Public pages: full header with site navigation, full footer. Pages set their own width. */
export function MainLayout({ children }: MainLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <MainHeader />
      <MainContent>{children ?? <Outlet />}</MainContent>
      <MainFooter />
    </Box>
  );
}
