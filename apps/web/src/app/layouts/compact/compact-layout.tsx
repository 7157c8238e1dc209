import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { SkipLink } from '../../../components/page/skip-link';
import { MainContent } from '../shared/main-content';
import { MinimalHeader } from '../shared/minimal-header';

export interface CompactLayoutProps {
  children?: ReactNode;
}

/** Error pages, verification and the waiting page: one short message, centred. */
export function CompactLayout({ children }: CompactLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <MinimalHeader />
      <MainContent sx={{ alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 5, md: 10 } }}>
        <Box sx={{ width: 1, maxWidth: 560 }}>{children ?? <Outlet />}</Box>
      </MainContent>
    </Box>
  );
}
