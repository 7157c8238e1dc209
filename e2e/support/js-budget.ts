import { expect } from '@playwright/test';
import type { PageJs } from './js-bytes';
import { SPEC_ROUTES } from './spec-routes';
import type { SpecRoute } from './spec-routes';

/**
 * The JavaScript budget: gzip KiB (level 9) of every script a first visit (cold cache) fetches from the app, per route
 * of SPEC §2. e2e/routes.spec.ts checks it on its own visits, made with the browser's cache disabled. These are the
 * issue's targets, not met yet (the login page fetched 354 KiB when this test was written, 253.7 KiB on 2026-11-26).
 */
const TARGET_KIB = { login: 150, dashboard: 220, other: 250 } as const;

/**
 * What the test enforces meanwhile: the figures of the current build plus about 4 %, so a page can only get lighter.
 * Lower a ceiling when a change brings its pages down; raise one only with a reason.
 * Measured 2026-11-26, after the dictionaries were split by language and part, and menus, tooltips, TextField's
 * Select, the rtl styles and zod left the first pages: /auth/login 253.7 (339.4 before), signed-in /dashboard 256.2
 * (301.1), the public pages 214.2–247.0 (within the 250 target), the other routes 253.7–422.3, the data grid pages
 * 511.3–522.7 and the date picker pages 454.9.
 * Then, the same day, after the build grouped the first visit into a few chunks (vite.config.ts) and src/first-page.ts
 * started the page's chunks early: /auth/login 248.7 in 11 files (56 before), /dashboard 248.1 in 12 (69), the other
 * routes 212.6–417.7, the data grid pages 518.4–535.0 and the date picker pages 460.9 (small shared modules are now
 * copied into the chunks that use them, a few KiB more on the largest pages, many fewer files).
 * Raised 2026-11-27: the data grid pages (the admin's people lists) reached 545.6 KiB as the shared schemas and the
 * working texts grew with issues 14–19 (544.8 in the clean-clone CI of f19510c, then the file manager's texts moved to
 * a part of their own); dataGrid 544 → 556. Where their bytes went since 535.0 is not yet traced (issue 13).
 * Lowered 2026-11-28: the product's own translator replaced i18next, react-i18next and the language detector (20.7 KiB
 * in the shell, decision 016) and a desktop no longer downloads the dashboard's phone drawer: /auth/login 231.0,
 * /dashboard 226.4, the other routes 195.0–411.6, the data grid pages 487.9–519.8, the date picker pages 444.9, the
 * blog editor 514.7.
 */
const CEILING_KIB = { login: 240, dashboard: 236, dataGrid: 541, datePicker: 463, editor: 535, other: 428 } as const;

/** These load MUI's data grid (the server-data-grid chunk, about 130 KiB gzip). */
const DATA_GRID_PAGES = [
  'user',
  'user/list',
  'pharmacy',
  'pharmacy/list',
  'pharmacy/cards',
  'shipper',
  'shipper/list',
  'shipper/cards',
  'e-commerce/list',
].map((sub) => `/dashboard/${sub}`);

/**
 * The blog's editor opens on a new post with Tiptap and ProseMirror (rich-text-editor chunk, 128.8 KiB gzip): 530.4 KiB
 * on 2026-11-27, the ceiling about 4 % above. The editor of mail and kanban cards is fetched with its dialog instead.
 */
const EDITOR_PAGES = ['/dashboard/blog/new'];

/** The pharmacy forms load MUI's date pickers (about 50 KiB gzip). */
const DATE_PICKER_PAGES = ['/dashboard/pharmacy/new', '/dashboard/pharmacy/jane/edit'];

type RouteClass = keyof typeof CEILING_KIB;

function classOf(path: string): RouteClass {
  if (path === '/auth/login') return 'login';
  if (path === '/dashboard') return 'dashboard';
  if (DATA_GRID_PAGES.includes(path)) return 'dataGrid';
  if (EDITOR_PAGES.includes(path)) return 'editor';
  return DATE_PICKER_PAGES.includes(path) ? 'datePicker' : 'other';
}

const targetOf = (routeClass: RouteClass) =>
  routeClass === 'login' || routeClass === 'dashboard' ? TARGET_KIB[routeClass] : TARGET_KIB.other;

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/** Each path's first visitor in SPEC_ROUTES (anonymous, then customer, then admin …): the visit whose JavaScript counts. */
const FIRST_VISITS = new Set(
  SPEC_ROUTES.filter((route, index, all) => all.findIndex((r) => r.path === route.path) === index),
);

export const isFirstVisit = (route: SpecRoute) => FIRST_VISITS.has(route);

export function expectWithinBudget(js: PageJs): void {
  const routeClass = classOf(js.path);
  const ceiling = CEILING_KIB[routeClass];
  const total = js.gzip / 1024;
  const largest = js.files
    .slice(0, 5)
    .map((f) => `${fileName(f.url)} ${kib(f.gzip)}`)
    .join(', ');
  console.log(
    `js-budget ${js.path}: ${total.toFixed(1)} KiB gzip in ${js.files.length} files (${routeClass} ceiling ${ceiling}, target ${targetOf(routeClass)}); largest: ${largest}`,
  );
  expect
    .soft(
      total,
      `${js.path}: ${total.toFixed(1)} KiB gzip of JavaScript, over its ${routeClass} ceiling of ${ceiling} KiB; largest files (KiB): ${largest}`,
    )
    .toBeLessThanOrEqual(ceiling);
  expect
    .soft(js.notJavaScript, `${js.path}: script requests answered with something that is not JavaScript`)
    .toEqual([]);
}

