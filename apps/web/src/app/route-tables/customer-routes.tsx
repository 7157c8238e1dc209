import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { AuthGuard } from '../guards/auth-guard';
import { CORE_TEXTS, lazyPage } from './lazy-page';
import { Redirect } from './redirect';

/** The customer area: signed-in customers only; staff are sent to the dashboard. */
export const customerRoutes: RouteObject[] = [
  {
    path: paths.my.root,
    element: <AuthGuard area="customer" />,
    children: [
      {
        lazy: lazyPage(() => import('../layouts/customer/customer-layout'), 'CustomerLayout', CORE_TEXTS),
        children: [
          { index: true, element: <Redirect to={paths.my.dashboard} /> },
          {
            path: paths.my.dashboard,
            lazy: lazyPage(() => import('../routes/customer/my-dashboard-page'), 'MyDashboardPage'),
          },
          { path: paths.my.order, lazy: lazyPage(() => import('../routes/customer/my-order-page'), 'MyOrderPage') },
          {
            path: paths.my.account,
            lazy: lazyPage(() => import('../routes/account/own-account-page'), 'OwnAccountPage'),
          },
        ],
      },
    ],
  },
];
