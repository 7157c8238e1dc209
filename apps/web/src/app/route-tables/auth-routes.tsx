import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { GuestGuard } from '../guards/guest-guard';
import { CORE_TEXTS, lazyPage } from './lazy-page';
import { pageModules } from './page-modules';
import { Redirect } from './redirect';

const login = lazyPage(pageModules.login, 'LoginPage', CORE_TEXTS);
// Registration also shows a pharmacy's invitation (people.*): every part.
const register = lazyPage(pageModules.register, 'RegisterPage');

/** Sign-in, registration and passwords. The `-unprotected` variants are the same pages without the guest guard. */
export const authRoutes: RouteObject[] = [
  { path: paths.auth.root, element: <Redirect to={paths.auth.login} /> },
  // Beyond SPEC §2: the social sign-in popup, without the shell (signed in or not: linking runs here too).
  {
    path: paths.auth.social,
    lazy: lazyPage(() => import('../../features/auth/routes/social-start'), 'SocialStartPage', CORE_TEXTS),
  },
  {
    path: paths.auth.socialDone,
    lazy: lazyPage(() => import('../../features/auth/routes/social-done'), 'SocialDonePage', CORE_TEXTS),
  },
  {
    lazy: lazyPage(pageModules.authLayout, 'AuthLayout', CORE_TEXTS),
    children: [
      {
        element: <GuestGuard />,
        children: [
          { path: paths.auth.login, lazy: login },
          { path: paths.auth.register, lazy: register },
        ],
      },
      { path: paths.auth.loginUnprotected, lazy: login },
      { path: paths.auth.registerUnprotected, lazy: register },
      {
        path: paths.auth.resetPassword,
        lazy: lazyPage(pageModules.resetPassword, 'ResetPasswordPage', CORE_TEXTS),
      },
      {
        path: paths.auth.newPassword,
        lazy: lazyPage(() => import('../../features/auth/routes/new-password'), 'NewPasswordPage', CORE_TEXTS),
      },
    ],
  },
];
