import { useEffect, useRef } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, useTheme } from '@mui/material/styles';
import NProgress from 'nprogress';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR_DELAY_MS } from '@pharmacy/shared/settings/constants';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * SPEC §2/§9: a bar at the top of the page while a navigation has been loading for more than 300 ms.
 * Needs a data router (createBrowserRouter) for `useNavigation`.
 */
export function RouteProgressBar() {
  const theme = useTheme();
  const navigation = useNavigation();
  const visible = useDelayedFlag(navigation.state !== 'idle', PROGRESS_BAR_DELAY_MS);
  const started = useRef(false);

  useEffect(() => {
    // No spinner, and no `role="bar"` (not an ARIA role): the bar is decoration, the page says when it is ready.
    NProgress.configure({
      showSpinner: false,
      template: '<div class="bar"></div>',
      barSelector: '.bar',
    });
    return () => {
      NProgress.remove();
      // remove() leaves the status set, which keeps nprogress trickling on a bar that is gone.
      NProgress.status = null;
      started.current = false;
    };
  }, []);

  useEffect(() => {
    if (visible) {
      NProgress.start();
      started.current = true;
    } else if (started.current) {
      NProgress.done();
      started.current = false;
    }
  }, [visible]);

  const color = theme.palette.primary.main;
  return (
    <GlobalStyles
      styles={{
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          position: 'fixed',
          zIndex: theme.zIndex.tooltip + 1,
          top: 0,
          left: 0,
          width: '100%',
          height: 3,
          background: color,
          boxShadow: `0 0 8px ${alpha(color, 0.6)}`,
          // nprogress slides the bar with an inline transform that the rtl style plugin cannot mirror; the
          // separate `scale` property composes with it, so the bar grows from the right in rtl.
          scale: theme.direction === 'rtl' ? '-1 1' : 'none',
        },
      }}
    />
  );
}
