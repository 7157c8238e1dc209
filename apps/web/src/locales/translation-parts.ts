/**
 * The dictionaries are fetched in parts, so a page loads the texts it can show, in its language only: the sign-in
 * page does not carry the order desk's. `core` (the shell, sign-in, settings, errors, validation) comes before the
 * first render; a route asks for the other parts it needs (app/route-tables/lazy-page.ts). Each language's
 * translations.json stays one file; the build cuts it by top-level section (vite.config.ts).
 */
export const TRANSLATION_PARTS = ['core', 'pages', 'work', 'files', 'dashboards'] as const;
export type TranslationPart = (typeof TRANSLATION_PARTS)[number];

/**
 * What a route loads when it names no parts: the shell's, the template pages' and the working screens'. The file
 * manager's and the dashboards' parts come only with the routes that name them (2.7 KiB of dashboard texts had pushed
 * the largest working pages over their ceiling).
 */
export const ROUTE_DEFAULT_PARTS: readonly TranslationPart[] = ['core', 'pages', 'work'];
/** The customer's home: its orders and invoices, and above them what waits on them (the dashboards' texts). */
export const CUSTOMER_HOME_PARTS: readonly TranslationPart[] = [...ROUTE_DEFAULT_PARTS, 'dashboards'];

/**
 * Sections outside `core`: the template pages, the product's working screens, the file manager (a part of its own: the
 * data grid pages, near their ceiling, do not carry its texts) and the dashboards (their own too: /dashboard/app is
 * where staff land, in the shell's budget class).
 */
const SECTION_PARTS: Record<string, Exclude<TranslationPart, 'core'>> = {
  pages: 'pages',
  blog: 'pages',
  orders: 'work',
  orderLaw: 'work',
  people: 'work',
  account: 'work',
  personalData: 'work',
  catalogue: 'work',
  pharmacies: 'work',
  dataGrid: 'work',
  imageUpload: 'work',
  dashboards: 'dashboards',
  invoices: 'work',
  shop: 'work',
  shopManage: 'work',
  shopDiscounts: 'work',
  chat: 'work',
  mail: 'work',
  editor: 'work',
  kanban: 'work',
  calendar: 'work',
  platform: 'work',
  files: 'files',
};

export function partOf(section: string): TranslationPart {
  return SECTION_PARTS[section] ?? 'core';
}

/** The top-level sections of a dictionary that belong to a part. */
export function pickPart(dictionary: Record<string, unknown>, part: TranslationPart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(dictionary).filter(([section]) => partOf(section) === part));
}
