import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectPatterns, paths } from '../config/paths';
import { initI18n } from '../lib/i18n';
import ar from '../locales/ar/translations.json';
import cn from '../locales/cn/translations.json';
import de from '../locales/de/translations.json';
import en from '../locales/en/translations.json';
import fr from '../locales/fr/translations.json';
import nl from '../locales/nl/translations.json';
import vi_ from '../locales/vi/translations.json';
import { ThemeTestProviders } from '../theme/theme-test-providers';
import { routes } from './app-routes';
import { dashboardPages } from './route-tables/dashboard-routes';
import { FakeAuth, testUser } from '../lib/auth/testing/fake-auth';
import { ShellData, stubShellRequests } from './testing/shell-data';

const SECTIONS = ['nav', 'pages', 'layout', 'errors', 'common'] as const;
const LANGUAGES: Record<string, unknown> = { en, fr, nl, de, vi: vi_, cn, ar };

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  if (!node || typeof node !== 'object') return {};
  return Object.assign({}, ...Object.entries(node).map(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key)));
}

function shellKeys(dictionary: unknown): Record<string, string> {
  const all = flatten(dictionary);
  return Object.fromEntries(Object.entries(all).filter(([key]) => SECTIONS.some((s) => key.startsWith(`${s}.`))));
}

// The shell's own source files, to find every literal key it asks for.
const sources = import.meta.glob(
  ['./**/*.{ts,tsx}', '../components/nav/*.{ts,tsx}', '../components/page/*.{ts,tsx}', '../config/*.ts', '!./**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('shell translations', () => {
  const english = shellKeys(en);

  it('define every literal key the shell uses, in English', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/['`]((?:nav|pages|layout|errors|common)\.[A-Za-z0-9_.]+)['`]/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES).filter((language) => language !== 'en'))(
    'have the same keys, placeholders and real text in %s',
    (language) => {
      const other = shellKeys(LANGUAGES[language]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (value: string) => (value.match(/{{\w+}}/g) ?? []).sort();
        expect(placeholders(other[key]), `${language}:${key}`).toEqual(placeholders(text));
        expect(other[key].trim(), `${language}:${key}`).not.toBe('');
      }
    },
  );
});

/** Text nodes and labels that are bare translation keys (i18next shows the key when it is missing). */
function untranslated(root: HTMLElement): string[] {
  const key = /(?:^|\s)((?:nav|pages|layout|errors|common)\.[\w.]+)/;
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const match = node.nodeValue?.match(key);
    if (match) found.push(match[1]);
  }
  for (const element of root.querySelectorAll('[aria-label],[title]')) {
    for (const value of [element.getAttribute('aria-label'), element.getAttribute('title')]) {
      const match = value?.match(key);
      if (match) found.push(match[1]);
    }
  }
  return found;
}

describe('every shell page in English', () => {
  beforeAll(async () => {
    await initI18n();
    stubShellRequests();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/, 'sample');
  // Pages owned by the auth, account, admin and catalogue features have their own tests (and need a query client).
  const foreign: string[] = [
    paths.dashboard.user.root,
    paths.dashboard.user.list,
    paths.dashboard.user.account,
    paths.my.account,
    paths.dashboard.eCommerce.list,
    paths.dashboard.eCommerce.catalogue,
    paths.dashboard.product.details.pattern,
  ];

  async function visitAll(urls: string[], role: Parameters<typeof testUser>[0] | null, table: RouteObject[] = routes) {
    const router = createMemoryRouter(table, { initialEntries: [urls[0]] });
    render(
      <ThemeTestProviders>
        <ShellData>
          <FakeAuth user={role ? testUser(role) : null}>
            <RouterProvider router={router} />
          </FakeAuth>
        </ShellData>
      </ThemeTestProviders>,
    );
    const raw: string[] = [];
    for (const url of urls) {
      await act(() => router.navigate(url));
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      expect(router.state.location.pathname, url).toBe(url);
      const leaked = untranslated(document.body);
      if (leaked.length) raw.push(`${url}: ${leaked.join(', ')}`);
      expect(heading.textContent, url).not.toBe('');
    }
    expect(raw).toEqual([]);
  }

  it('shows translated text on every dashboard page (admin)', async () => {
    const urls = collectPatterns(paths.dashboard)
      .filter((pattern) => pattern !== paths.dashboard.root && !foreign.includes(pattern))
      .map(concrete);
    // Without the dashboard frame: the pages are what is checked here, and the frame is slow to re-render.
    await visitAll(urls, 'admin', [{ path: paths.dashboard.root, children: dashboardPages }]);
  }, 300_000);

  it('shows translated text on the pharmacy-only pages', async () => {
    await visitAll([paths.dashboard.pharmacy.profile, paths.dashboard.shipper.list], 'pharmacy');
  }, 180_000);

  it('shows translated text on every public and customer page', async () => {
    const publicUrls = [
      paths.root,
      paths.about,
      paths.contact,
      paths.components,
      paths.pricing,
      paths.payment,
      paths.comingSoon,
      paths.maintenance,
      paths.page403,
      paths.page404,
      paths.page500,
    ];
    await visitAll(publicUrls, null);
    cleanup();
    await visitAll([paths.my.dashboard, paths.my.order], 'customer');
  }, 180_000);
});
