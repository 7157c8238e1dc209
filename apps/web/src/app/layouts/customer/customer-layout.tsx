import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SkipLink } from '../../../components/page/skip-link';
import { MainFooter } from '../main/main-footer';
import { MainContent } from '../shared/main-content';
import { CustomerHeader } from './customer-header';

export interface CustomerLayoutProps {
  children?: ReactNode;
}

/** The patient's own area (/my/*): orders, new order, account. */
export function CustomerLayout({ children }: CustomerLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <CustomerHeader />
      <MainContent sx={{ py: { xs: 3, md: 5 } }}>
        <Container maxWidth="lg" sx={{ flexGrow: 1 }}>
          {children ?? <Outlet />}
        </Container>
      </MainContent>
      <MainFooter />
    </Box>
  );
}
