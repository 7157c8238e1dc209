import type { RouteObject } from 'react-router';
import { DelayedFallback } from '../components/lazy/delayed-fallback';
import { RootRoute } from './root-route';
import { authRoutes } from './route-tables/auth-routes';
import { customerRoutes } from './route-tables/customer-routes';
import { dashboardRoutes } from './route-tables/dashboard-routes';
import { publicRoutes } from './route-tables/public-routes';
import { RouteErrorBoundary } from './routes/errors/route-error-boundary';

/**
 * Every SPEC §2 route. Pages and layouts are lazy: the first load carries only the root, the guards and
 * the page asked for (the sign-in page never pulls the dashboard).
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: DelayedFallback,
    children: [...authRoutes, ...customerRoutes, ...dashboardRoutes, ...publicRoutes],
  },
];
