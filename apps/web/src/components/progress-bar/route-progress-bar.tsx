import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, useTheme } from '@mui/material/styles';
import NProgress from 'nprogress';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR_DELAY_MS } from '@pharmacy/shared/settings/constants';
import { useDelayedFlag } from './use-delayed-flag';

const PARENT_ID = 'route-progress';

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
      parent: `#${PARENT_ID}`,
      showSpinner: false,
      template: '<div class="bar"></div>',
    });
    return () => {
      NProgress.remove();
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
    <>
      <GlobalStyles
        styles={{
          '#nprogress': { pointerEvents: 'none' },
          '#nprogress .bar': {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: 3,
            background: color,
            boxShadow: `0 0 8px ${alpha(color, 0.6)}`,
          },
        }}
      />
      <Box
        id={PARENT_ID}
        aria-hidden
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: theme.zIndex.tooltip + 1,
          pointerEvents: 'none',
          // nprogress slides with an inline transform the rtl style plugin cannot mirror; mirror the host.
          transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
        }}
      />
    </>
  );
}
