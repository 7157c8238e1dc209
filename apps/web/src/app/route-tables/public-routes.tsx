import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { CompactLayout } from '../layouts/compact/compact-layout';
import { Page403, Page404, Page500 } from '../routes/errors/error-pages';
import { lazyPage } from './lazy-page';

const mainLayout = lazyPage(() => import('../layouts/main/main-layout'), 'MainLayout');
const simpleLayout = lazyPage(() => import('../layouts/simple/simple-layout'), 'SimpleLayout');
const statusPages = () => import('../routes/public/status-pages');

/** Public pages, each in the layout that suits it (docs/PRODUCT.md "each page may supply its own layout"). */
export const publicRoutes: RouteObject[] = [
  {
    lazy: mainLayout,
    children: [
      { path: paths.root, lazy: lazyPage(() => import('../routes/public/home/home-page'), 'HomePage') },
      { path: paths.about, lazy: lazyPage(() => import('../routes/public/about-us-page'), 'AboutUsPage') },
      { path: paths.contact, lazy: lazyPage(() => import('../routes/public/contact-us-page'), 'ContactUsPage') },
      {
        path: paths.components,
        lazy: lazyPage(() => import('../routes/public/gallery/components-gallery-page'), 'ComponentsGalleryPage'),
      },
    ],
  },
  {
    lazy: simpleLayout,
    children: [
      { path: paths.comingSoon, lazy: lazyPage(statusPages, 'ComingSoonPage') },
      { path: paths.maintenance, lazy: lazyPage(statusPages, 'MaintenancePage') },
      { path: paths.pricing, lazy: lazyPage(() => import('../routes/public/pricing-page'), 'PricingPage') },
      { path: paths.payment, lazy: lazyPage(() => import('../routes/public/payment-page'), 'PaymentPage') },
    ],
  },
  {
    // Eager: the router's error boundary needs them even when loading a chunk is what failed.
    Component: CompactLayout,
    children: [
      { path: paths.page403, Component: Page403 },
      { path: paths.page404, Component: Page404 },
      { path: paths.page500, Component: Page500 },
      { path: paths.auth.verify, lazy: lazyPage(() => import('../../features/auth/routes/verify'), 'VerifyPage') },
      { path: '*', Component: Page404 },
    ],
  },
];
