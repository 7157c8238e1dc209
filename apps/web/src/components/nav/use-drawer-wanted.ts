import { useEffect, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';

/**
 * Whether to mount a layout's temporary navigation drawer (MUI's Drawer and Modal, about 11 KiB gzip, fetched with
 * it): once the screen has been narrower than `breakpoint`, below which the drawer is the navigation, or once it was
 * opened. A desktop, which never shows it, never downloads it.
 */
export function useDrawerWanted(breakpoint: Breakpoint, open: boolean): boolean {
  const narrowScreens = useTheme().breakpoints.down(breakpoint).replace(/^@media\s*/, '');
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(narrowScreens);
    if (query.matches) return setNarrow(true);
    const onChange = () => query.matches && setNarrow(true);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [narrowScreens]);
  return narrow || open;
}
