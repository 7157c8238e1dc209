import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Logo } from '../../../components/nav/logo';
import { SkipLink } from '../../../components/page/skip-link';
import { HeaderActions } from '../shared/header-actions';
import { FaqLink } from '../shared/faq-link';
import { MainContent } from '../shared/main-content';
import { AuthPitch } from './auth-pitch';

export interface AuthLayoutProps {
  children?: ReactNode;
}

/** Sign-in, registration and password pages: the product's promise on the start side, the form on the end side. */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <AuthPitch />
      <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Stack
          component="header"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', px: { xs: 2, md: 5 }, py: 2, minHeight: { xs: 64, md: 88 } }}
        >
          <Box sx={{ display: { md: 'none' } }}>
            <Logo />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <FaqLink variant="header" />
          <HeaderActions />
        </Stack>
        <MainContent sx={{ justifyContent: 'center', px: { xs: 2, sm: 4 }, pb: { xs: 5, md: 8 } }}>
          {children ?? <Outlet />}
        </MainContent>
      </Box>
    </Box>
  );
}
