import { describe, expect, it } from 'vitest';
import { collectPatterns, paths } from './paths';
import { DEFAULT_FAQ_URL } from './site';

/** SPEC §2, written out by hand from the specification (dashboard routes nested under /dashboard). */
const SPEC_ROUTES = [
  '/auth',
  '/auth/login',
  '/auth/register',
  '/auth/login-unprotected',
  '/auth/register-unprotected',
  '/auth/verify',
  '/auth/reset-password',
  '/auth/new-password',
  '/my/dashboard',
  '/my/account',
  '/my/order',
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
  '/dashboard',
  '/dashboard/kanban',
  '/dashboard/calendar',
  '/dashboard/files-manager',
  '/dashboard/permission-denied',
  '/dashboard/blank',
  '/dashboard/app',
  '/dashboard/ecommerce',
  '/dashboard/analytics',
  '/dashboard/banking',
  '/dashboard/booking',
  '/dashboard/file',
  '/dashboard/mail',
  '/dashboard/mail/all',
  '/dashboard/chat',
  '/dashboard/chat/new',
  '/dashboard/chat/:conversationKey',
  ...['user', 'pharmacy', 'shipper'].flatMap((kind) => [
    `/dashboard/${kind}`,
    `/dashboard/${kind}/new`,
    `/dashboard/${kind}/list`,
    `/dashboard/${kind}/cards`,
    `/dashboard/${kind}/profile`,
    `/dashboard/${kind}/account`,
    `/dashboard/${kind}/:name/edit`,
  ]),
  '/dashboard/e-commerce',
  '/dashboard/e-commerce/shop',
  '/dashboard/e-commerce/list',
  '/dashboard/e-commerce/checkout',
  '/dashboard/e-commerce/product/new',
  '/dashboard/e-commerce/product/:name',
  '/dashboard/e-commerce/product/:name/edit',
  ...['invoice', 'order'].flatMap((kind) => [
    `/dashboard/${kind}`,
    `/dashboard/${kind}/list`,
    `/dashboard/${kind}/new`,
    `/dashboard/${kind}/:id`,
    `/dashboard/${kind}/:id/edit`,
  ]),
  '/dashboard/blog',
  '/dashboard/blog/posts',
  '/dashboard/blog/new',
  '/dashboard/blog/post/:title',
];

describe('paths', () => {
  const patterns = collectPatterns(paths);

  it('holds every SPEC §2 route', () => {
    const missing = SPEC_ROUTES.filter((route) => !patterns.includes(route));
    expect(missing).toEqual([]);
  });

  it('holds each route once', () => {
    const duplicates = patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has no route the SPEC does not name, except the home page, the customer root, chat, mail, calendar and files, the sign-in popup, the shop’s (public shop, catalogue, discount codes), the platform’s switches and the public blog (PRODUCT.md: anyone reads it)', () => {
    const extra = patterns.filter((pattern) => !SPEC_ROUTES.includes(pattern));
    expect(extra.sort()).toEqual(
      ['/', '/auth/social', '/auth/social/done', '/my', '/my/chat', '/my/chat/new', '/my/chat/:conversationKey', '/my/mail', '/my/calendar', '/my/files', '/shop', '/shop/product/:name', '/shop/checkout', '/dashboard/e-commerce/catalogue', '/dashboard/e-commerce/discounts', '/dashboard/platform', '/blog', '/blog/post/:title'].sort(),
    );
  });

  it('builds the sign-in popup address', () => {
    expect(paths.auth.socialPopup({ provider: 'google', intent: 'sign-in', role: 'pharmacy' })).toBe(
      '/auth/social?provider=google&intent=sign-in&role=pharmacy',
    );
    expect(paths.auth.socialPopup({ provider: 'apple', intent: 'link' })).toBe('/auth/social?provider=apple&intent=link');
  });

  it('builds hrefs with encoded parameters', () => {
    expect(paths.dashboard.order.details('A-17')).toBe('/dashboard/order/A-17');
    expect(paths.dashboard.order.edit('a/b?c#d')).toBe('/dashboard/order/a%2Fb%3Fc%23d/edit');
    expect(paths.dashboard.invoice.details('2026/001')).toBe('/dashboard/invoice/2026%2F001');
    expect(paths.dashboard.user.edit('Jean Dupont')).toBe('/dashboard/user/Jean%20Dupont/edit');
    expect(paths.dashboard.pharmacy.edit('Pharmacie de l’Église')).toBe(
      `/dashboard/pharmacy/${encodeURIComponent('Pharmacie de l’Église')}/edit`,
    );
    expect(paths.dashboard.chat.conversation('k/1')).toBe('/dashboard/chat/k%2F1');
    expect(paths.dashboard.product.details('Dafalgan 1 g')).toBe('/dashboard/e-commerce/product/Dafalgan%201%20g');
    expect(paths.dashboard.product.edit('x')).toBe('/dashboard/e-commerce/product/x/edit');
    expect(paths.dashboard.blog.post('Été & soleil')).toBe(`/dashboard/blog/post/${encodeURIComponent('Été & soleil')}`);
  });

  it('keeps the router pattern on each builder', () => {
    expect(paths.dashboard.order.details.pattern).toBe('/dashboard/order/:id');
    expect(paths.dashboard.blog.post.pattern).toBe('/dashboard/blog/post/:title');
  });

  it('builds the sign-in address with an encoded returnTo', () => {
    expect(paths.auth.loginReturnTo('/dashboard/order/1?tab=a&b=c')).toBe(
      '/auth/login?returnTo=%2Fdashboard%2Forder%2F1%3Ftab%3Da%26b%3Dc',
    );
  });

  it('exposes the FAQ link from configuration (default here, no VITE_FAQ_URL in tests)', () => {
    expect(paths.faq).toBe(DEFAULT_FAQ_URL);
  });
});
