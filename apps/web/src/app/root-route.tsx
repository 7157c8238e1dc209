import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DelayedFallback } from '../components/lazy/delayed-fallback';
import { RouteProgressBar } from '../components/progress-bar/route-progress-bar';
import { useSettings } from '../components/settings/settings-provider';

// The drawer is fetched the first time someone opens the settings, not with the first page.
const SettingsDrawer = lazy(() =>
  import('../components/settings/settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

/** Everything every page shares inside the router: the progress bar, scroll restoration, the settings drawer. */
export function RootRoute() {
  const { isOpen } = useSettings();
  const [drawerWanted, setDrawerWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setDrawerWanted(true);
  }, [isOpen]);

  return (
    <>
      <RouteProgressBar />
      <ScrollRestoration />
      <Suspense fallback={<DelayedFallback />}>
        <Outlet />
      </Suspense>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </>
  );
}
