/**
 * Every route of SPEC §2, with sample parameters, and who opens it in the tests: anonymous for the
 * public and auth pages, a customer for /my/*, the admin for /dashboard/**, and a pharmacist and a courier
 * for the dashboard pages their role may open (docs/PRODUCT.md "What each role may do").
 */
export type Visitor = 'anonymous' | 'customer' | 'admin' | 'pharmacy' | 'shipper';

export interface SpecRoute {
  path: string;
  as: Visitor;
}

const AUTH = [
  '/auth',
  '/auth/login',
  '/auth/register',
  '/auth/login-unprotected',
  '/auth/register-unprotected',
  '/auth/verify',
  '/auth/reset-password',
  '/auth/new-password',
];

const GENERAL = [
  '/',
  '/coming-soon',
  '/maintenance',
  '/pricing',
  '/payment',
  '/about-us',
  '/contact-us',
  '/403',
  '/404',
  '/500',
  '/components',
  // Beyond SPEC §2: the public shop (issue 15); an unknown product shows its not-found state.
  '/shop',
  '/shop/product/sample-000000',
  '/shop/checkout',
];

// Beyond SPEC §2: the customer's chat (an unknown conversation shows its not-found state), mailbox, calendar and files.
const CUSTOMER = ['/my/dashboard', '/my/account', '/my/order', '/my/chat', '/my/chat/new', '/my/chat/abc', '/my/mail', '/my/calendar', '/my/files'];

const PEOPLE = ['user', 'pharmacy', 'shipper'].flatMap((kind) =>
  ['', '/new', '/list', '/cards', '/profile', '/account', '/jane/edit'].map((sub) => `/${kind}${sub}`),
);

const RECORDS = ['invoice', 'order'].flatMap((kind) =>
  ['', '/list', '/new', '/123', '/123/edit'].map((sub) => `/${kind}${sub}`),
);

const DASHBOARD = [
  '',
  '/app',
  '/ecommerce',
  '/analytics',
  '/banking',
  '/booking',
  '/file',
  '/kanban',
  '/calendar',
  '/files-manager',
  '/permission-denied',
  '/blank',
  '/mail',
  '/mail/all',
  '/chat',
  '/chat/new',
  '/chat/abc',
  ...PEOPLE,
  '/e-commerce',
  '/e-commerce/shop',
  '/e-commerce/list',
  '/e-commerce/catalogue',
  '/e-commerce/discounts',
  '/e-commerce/checkout',
  '/e-commerce/product/new',
  '/e-commerce/product/aspirin',
  '/e-commerce/product/aspirin/edit',
  ...RECORDS,
  '/blog',
  '/blog/posts',
  '/blog/new',
  '/blog/post/hello',
].map((sub) => `/dashboard${sub}`);

/** Managing people (users, pharmacies, couriers) is the admin's; a courier's settings are the courier's. */
const NOT_FOR_PHARMACY = [
  ...['user', 'pharmacy'].flatMap((kind) =>
    ['', '/list', '/cards', '/new', '/jane/edit'].map((sub) => `/${kind}${sub}`),
  ),
  '/shipper/new',
  '/shipper/jane/edit',
  '/shipper/account',
].map((sub) => `/dashboard${sub}`);

/** A courier works with deliveries, messages, its files and its own and its pharmacies' profiles only. */
const FOR_SHIPPER = [
  '',
  '/app',
  '/calendar',
  '/file',
  '/files-manager',
  '/permission-denied',
  '/blank',
  '/mail',
  '/mail/all',
  '/chat',
  '/chat/new',
  '/chat/abc',
  '/user/profile',
  '/user/account',
  '/pharmacy/profile',
  '/shipper/profile',
  '/shipper/account',
  '/order',
  '/order/list',
].map((sub) => `/dashboard${sub}`);

export const SPEC_ROUTES: SpecRoute[] = [
  ...[...AUTH, ...GENERAL].map((path) => ({ path, as: 'anonymous' as const })),
  ...CUSTOMER.map((path) => ({ path, as: 'customer' as const })),
  ...DASHBOARD.map((path) => ({ path, as: 'admin' as const })),
  ...DASHBOARD.filter((path) => !NOT_FOR_PHARMACY.includes(path)).map((path) => ({ path, as: 'pharmacy' as const })),
  ...FOR_SHIPPER.map((path) => ({ path, as: 'shipper' as const })),
];
