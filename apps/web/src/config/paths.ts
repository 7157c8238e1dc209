import { FAQ_URL } from './site';

/**
 * Every route of SPEC §2, once. Pages link with these, the router mounts these: no hand-written URLs elsewhere.
 * A route with a parameter is a builder (`paths.dashboard.order.details(id)`) that also carries its router
 * `pattern` (`/dashboard/order/:id`).
 */
export type ParamPath = ((value: string) => string) & { readonly pattern: string };

function withParam(pattern: string): ParamPath {
  // Values are user data (names, titles, keys): encode so `/`, `?` or `#` cannot change the route.
  const build = (value: string) => pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value));
  return Object.assign(build, { pattern });
}

const AUTH = '/auth';
const MY = '/my';
const DASHBOARD = '/dashboard';

export type PeopleKind = 'user' | 'pharmacy' | 'shipper';
export type RecordKind = 'invoice' | 'order';

function peoplePaths<K extends PeopleKind>(kind: K) {
  const root = `${DASHBOARD}/${kind}` as const;
  return {
    root,
    new: `${root}/new`,
    list: `${root}/list`,
    cards: `${root}/cards`,
    profile: `${root}/profile`,
    account: `${root}/account`,
    edit: withParam(`${root}/:name/edit`),
  } as const;
}

function recordPaths<K extends RecordKind>(kind: K) {
  const root = `${DASHBOARD}/${kind}` as const;
  return {
    root,
    list: `${root}/list`,
    new: `${root}/new`,
    details: withParam(`${root}/:id`),
    edit: withParam(`${root}/:id/edit`),
  } as const;
}

export const paths = {
  root: '/',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  pricing: '/pricing',
  payment: '/payment',
  /** The public shop (issue 15): anyone browses it, customers buy; staff see the same pages in the dashboard. */
  shop: {
    root: '/shop',
    product: withParam('/shop/product/:name'),
    checkout: '/shop/checkout',
  },
  /** The public blog (issue 18): anyone reads published posts; writers work under /dashboard/blog. */
  blog: {
    root: '/blog',
    post: withParam('/blog/post/:title'),
  },
  about: '/about-us',
  contact: '/contact-us',
  components: '/components',
  /** SPEC "an external FAQ link": configuration (VITE_FAQ_URL), opened in a new tab. */
  faq: FAQ_URL,
  page403: '/403',
  page404: '/404',
  page500: '/500',

  auth: {
    root: AUTH,
    login: `${AUTH}/login`,
    register: `${AUTH}/register`,
    loginUnprotected: `${AUTH}/login-unprotected`,
    registerUnprotected: `${AUTH}/register-unprotected`,
    verify: `${AUTH}/verify`,
    resetPassword: `${AUTH}/reset-password`,
    newPassword: `${AUTH}/new-password`,
    /** The sign-in page that sends the person back where they were going. */
    loginReturnTo: (returnTo: string) => `${AUTH}/login?returnTo=${encodeURIComponent(returnTo)}`,
    /** Beyond SPEC §2: the social sign-in popup's first page (starts the flow) and last page (reports to the opener). */
    social: `${AUTH}/social`,
    socialDone: `${AUTH}/social/done`,
    socialPopup: (query: { provider: string; intent: 'sign-in' | 'link'; role?: string }) =>
      `${AUTH}/social?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`,
  },

  my: {
    root: MY,
    dashboard: `${MY}/dashboard`,
    account: `${MY}/account`,
    order: `${MY}/order`,
    /** Beyond SPEC §2: the customer's own chat (SPEC names the dashboard's /chat pages, which are staff's). */
    chat: {
      root: `${MY}/chat`,
      new: `${MY}/chat/new`,
      conversation: withParam(`${MY}/chat/:conversationKey`),
    },
    /** Beyond SPEC §2: the customer's own mailbox (SPEC names the dashboard's /mail pages, which are staff's). */
    mail: `${MY}/mail`,
    /** Beyond SPEC §2: the customer's own calendar (SPEC's /dashboard/calendar is staff's). */
    calendar: `${MY}/calendar`,
    /** Beyond SPEC §2 (issue 18): the customer's file manager (SPEC's /dashboard/files-manager is in the staff's area). */
    files: `${MY}/files`,
  },

  dashboard: {
    root: DASHBOARD,
    kanban: `${DASHBOARD}/kanban`,
    calendar: `${DASHBOARD}/calendar`,
    fileManager: `${DASHBOARD}/files-manager`,
    /** Beyond SPEC §2 (issue 18): the platform's switches, maintenance and the launch date (admins). */
    platform: `${DASHBOARD}/platform`,
    permissionDenied: `${DASHBOARD}/permission-denied`,
    blank: `${DASHBOARD}/blank`,
    general: {
      app: `${DASHBOARD}/app`,
      ecommerce: `${DASHBOARD}/ecommerce`,
      analytics: `${DASHBOARD}/analytics`,
      banking: `${DASHBOARD}/banking`,
      booking: `${DASHBOARD}/booking`,
      file: `${DASHBOARD}/file`,
    },
    mail: {
      root: `${DASHBOARD}/mail`,
      all: `${DASHBOARD}/mail/all`,
    },
    chat: {
      root: `${DASHBOARD}/chat`,
      new: `${DASHBOARD}/chat/new`,
      conversation: withParam(`${DASHBOARD}/chat/:conversationKey`),
    },
    user: peoplePaths('user'),
    pharmacy: peoplePaths('pharmacy'),
    shipper: peoplePaths('shipper'),
    eCommerce: {
      root: `${DASHBOARD}/e-commerce`,
      shop: `${DASHBOARD}/e-commerce/shop`,
      list: `${DASHBOARD}/e-commerce/list`,
      checkout: `${DASHBOARD}/e-commerce/checkout`,
      /** Beyond SPEC: the medicine catalogue (BDPM) search, where /list was before the shop had products. */
      catalogue: `${DASHBOARD}/e-commerce/catalogue`,
      /** Beyond SPEC: the pharmacy's discount codes. */
      discounts: `${DASHBOARD}/e-commerce/discounts`,
    },
    product: {
      new: `${DASHBOARD}/e-commerce/product/new`,
      details: withParam(`${DASHBOARD}/e-commerce/product/:name`),
      edit: withParam(`${DASHBOARD}/e-commerce/product/:name/edit`),
    },
    invoice: recordPaths('invoice'),
    order: recordPaths('order'),
    blog: {
      root: `${DASHBOARD}/blog`,
      posts: `${DASHBOARD}/blog/posts`,
      new: `${DASHBOARD}/blog/new`,
      post: withParam(`${DASHBOARD}/blog/post/:title`),
    },
  },
} as const;

/** Every router pattern under a branch of `paths` (strings and builders' patterns; the external FAQ excluded). */
export function collectPatterns(node: unknown): string[] {
  if (typeof node === 'string') return node.startsWith('/') ? [node] : [];
  if (typeof node === 'function') {
    const pattern = (node as Partial<ParamPath>).pattern;
    return typeof pattern === 'string' ? [pattern] : [];
  }
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => (key === 'faq' ? [] : collectPatterns(value)));
  }
  return [];
}
