import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { CompactLayout } from '../layouts/compact/compact-layout';
import { Page403, Page404, Page500 } from '../routes/errors/error-pages';
import { CORE_TEXTS, lazyPage, PAGE_TEXTS } from './lazy-page';
import { pageModules } from './page-modules';

const mainLayout = lazyPage(pageModules.mainLayout, 'MainLayout', CORE_TEXTS);
const simpleLayout = lazyPage(pageModules.simpleLayout, 'SimpleLayout', CORE_TEXTS);
const statusPages = () => import('../routes/public/status-pages');
const shopPages = () => import('../../features/shop/routes/shop-page');
const productPage = () => import('../../features/shop/routes/product-page');
const checkoutPage = () => import('../../features/shop/routes/checkout-page');
const blogListPage = () => import('../../features/blog/blog-list-page');
const blogPostPage = () => import('../../features/blog/blog-post-page');

/** Public pages, each in the layout that suits it (docs/PRODUCT.md "each page may supply its own layout"). */
export const publicRoutes: RouteObject[] = [
  {
    lazy: mainLayout,
    children: [
      { path: paths.root, lazy: lazyPage(pageModules.home, 'HomePage', PAGE_TEXTS) },
      { path: paths.about, lazy: lazyPage(pageModules.about, 'AboutUsPage', PAGE_TEXTS) },
      {
        path: paths.contact,
        lazy: lazyPage(pageModules.contact, 'ContactUsPage', PAGE_TEXTS),
      },
      // The shop's texts are in the 'work' part: these pages load every part.
      { path: paths.shop.root, lazy: lazyPage(shopPages, 'PublicShopPage') },
      { path: paths.shop.product.pattern, lazy: lazyPage(productPage, 'PublicProductPage') },
      { path: paths.shop.checkout, lazy: lazyPage(checkoutPage, 'PublicCheckoutPage') },
      // The blog's texts are in the 'pages' part, with the other public pages'.
      { path: paths.blog.root, lazy: lazyPage(blogListPage, 'BlogListPage', PAGE_TEXTS) },
      { path: paths.blog.post.pattern, lazy: lazyPage(blogPostPage, 'BlogPostPage', PAGE_TEXTS) },
      {
        path: paths.components,
        lazy: lazyPage(() => import('../routes/public/gallery/components-gallery-page'), 'ComponentsGalleryPage'),
      },
    ],
  },
  {
    lazy: simpleLayout,
    children: [
      { path: paths.comingSoon, lazy: lazyPage(statusPages, 'ComingSoonPage', PAGE_TEXTS) },
      { path: paths.maintenance, lazy: lazyPage(statusPages, 'MaintenancePage', PAGE_TEXTS) },
      { path: paths.pricing, lazy: lazyPage(pageModules.pricing, 'PricingPage', PAGE_TEXTS) },
      { path: paths.payment, lazy: lazyPage(pageModules.payment, 'PaymentPage', PAGE_TEXTS) },
    ],
  },
  {
    // Eager: the router's error boundary needs them even when loading a chunk is what failed.
    Component: CompactLayout,
    children: [
      { path: paths.page403, Component: Page403 },
      { path: paths.page404, Component: Page404 },
      { path: paths.page500, Component: Page500 },
      {
        path: paths.auth.verify,
        lazy: lazyPage(() => import('../../features/auth/routes/verify'), 'VerifyPage', CORE_TEXTS),
      },
      { path: '*', Component: Page404 },
    ],
  },
];
