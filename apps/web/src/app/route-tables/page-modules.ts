import type { Language } from '@pharmacy/shared/languages';
import { paths } from '../../config/paths';
import { pagePath } from '../../lib/early-requests';
import { partLoaders } from '../../locales/part-loaders';
import { CUSTOMER_HOME_PARTS, ROUTE_DEFAULT_PARTS, type TranslationPart } from '../../locales/translation-parts';

/**
 * The chunks of the pages people most often open first. The route tables load them through these functions, and
 * src/first-page.ts calls the same functions before the app's own bundle has arrived, so a first visit downloads the
 * page alongside the framework instead of after it. No framework import here: this module is on that early path.
 */
export const pageModules = {
  authLayout: () => import('../layouts/auth/auth-layout'),
  login: () => import('../../features/auth/routes/login'),
  register: () => import('../../features/auth/routes/register'),
  resetPassword: () => import('../../features/auth/routes/reset-password'),
  mainLayout: () => import('../layouts/main/main-layout'),
  home: () => import('../routes/public/home/home-page'),
  about: () => import('../routes/public/about-us-page'),
  contact: () => import('../routes/public/contact-us-page'),
  simpleLayout: () => import('../layouts/simple/simple-layout'),
  pricing: () => import('../routes/public/pricing-page'),
  payment: () => import('../routes/public/payment-page'),
  customerLayout: () => import('../layouts/customer/customer-layout'),
  myDashboard: () => import('../routes/customer/my-dashboard-page'),
  myOrder: () => import('../routes/customer/my-order-page'),
  dashboardLayout: () => import('../layouts/dashboard/dashboard-layout'),
  appDashboard: () => import('../routes/dashboard/app-dashboard-page'),
};

type PageModule = keyof typeof pageModules;

interface FirstPage {
  modules: readonly PageModule[];
  /** The dictionary parts its route asks for (the route tables' CORE_TEXTS, PAGE_TEXTS, DASHBOARD_TEXTS or the default). */
  parts: readonly TranslationPart[];
}

const publicPage = (layout: PageModule, page: PageModule): FirstPage => ({
  modules: [layout, page],
  parts: ['core', 'pages'],
});

/** Pathname → what its first render needs. Other pages load as before, after the app's bundle. */
export const FIRST_PAGES: Readonly<Record<string, FirstPage>> = {
  [paths.auth.login]: { modules: ['authLayout', 'login'], parts: ['core'] },
  [paths.auth.register]: { modules: ['authLayout', 'register'], parts: ROUTE_DEFAULT_PARTS },
  [paths.auth.resetPassword]: { modules: ['authLayout', 'resetPassword'], parts: ['core'] },
  [paths.root]: publicPage('mainLayout', 'home'),
  [paths.about]: publicPage('mainLayout', 'about'),
  [paths.contact]: publicPage('mainLayout', 'contact'),
  [paths.pricing]: publicPage('simpleLayout', 'pricing'),
  [paths.payment]: publicPage('simpleLayout', 'payment'),
  [paths.my.dashboard]: { modules: ['customerLayout', 'myDashboard'], parts: CUSTOMER_HOME_PARTS },
  [paths.my.order]: { modules: ['customerLayout', 'myOrder'], parts: ROUTE_DEFAULT_PARTS },
  // The dashboard's index redirects to today's work (the route table's DASHBOARD_TEXTS).
  [paths.dashboard.root]: { modules: ['dashboardLayout', 'appDashboard'], parts: ['core', 'dashboards'] },
  [paths.dashboard.general.app]: { modules: ['dashboardLayout', 'appDashboard'], parts: ['core', 'dashboards'] },
};

/** Starts fetching a known first page's chunks and dictionary parts; the app's loaders later get the same modules. */
export function preloadFirstPage(pathname: string, language: Language): Promise<unknown> {
  const page = FIRST_PAGES[pagePath(pathname)];
  if (!page) return Promise.resolve();
  return Promise.all([
    ...page.modules.map((name) => pageModules[name]()),
    ...page.parts.map((part) => partLoaders[language][part]()),
  ]);
}
