import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from './lazy-page';

const mainLayout = lazyPage(() => import('../layouts/main/main-layout'), 'MainLayout');
const simpleLayout = lazyPage(() => import('../layouts/simple/simple-layout'), 'SimpleLayout');
const compactLayout = lazyPage(() => import('../layouts/compact/compact-layout'), 'CompactLayout');
const errorPages = () => import('../routes/errors/error-pages');
const statusPages = () => import('../routes/public/status-pages');

/** Public pages, each in the layout that suits it (PRODUCT.md "each page may supply its own layout"). */
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
    lazy: compactLayout,
    children: [
      { path: paths.page403, lazy: lazyPage(errorPages, 'Page403') },
      { path: paths.page404, lazy: lazyPage(errorPages, 'Page404') },
      { path: paths.page500, lazy: lazyPage(errorPages, 'Page500') },
      { path: paths.auth.verify, lazy: lazyPage(() => import('../../features/auth/routes/verify'), 'VerifyPage') },
      { path: '*', lazy: lazyPage(errorPages, 'Page404') },
    ],
  },
];
