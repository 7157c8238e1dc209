import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LAYOUT } from '@pharmacy/shared/settings/constants';
import { Logo } from '../../../components/nav/logo';
import { HeaderActions } from './header-actions';
import { HeaderBar } from './header-bar';
import { FaqLink } from './faq-link';

export interface MinimalHeaderProps {
  /** Extra controls before language and settings (e.g. sign-out). */
  extra?: ReactNode;
}

/** Logo, help and the interface settings: for pages that need no navigation. */
export function MinimalHeader({ extra }: MinimalHeaderProps) {
  return (
    <HeaderBar height={{ mobile: LAYOUT.mobileHeader, desktop: LAYOUT.mainDesktopHeader }}>
      <Logo />
      <Box sx={{ flexGrow: 1 }} />
      <FaqLink variant="header" />
      {extra}
      <HeaderActions />
    </HeaderBar>
  );
}
