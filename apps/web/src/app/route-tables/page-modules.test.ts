import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app-routes';
import { FIRST_PAGES, preloadFirstPage } from './page-modules';

describe('first pages preloaded by src/first-page.ts', () => {
  it('are routes of the app, not its 404', () => {
    for (const path of Object.keys(FIRST_PAGES)) {
      const matched = matchRoutes(routes, path)?.map((m) => m.route.path);
      expect(matched, path).toBeDefined();
      expect(matched, path).not.toContain('*');
    }
  });

  it('loads nothing for a page it does not know', async () => {
    await expect(preloadFirstPage('/dashboard/user/list', 'en')).resolves.toBeUndefined();
  });

  it('loads the page and its texts, with or without a trailing slash', async () => {
    const loaded = (await preloadFirstPage('/auth/login/', 'fr')) as unknown[];
    expect(loaded).toHaveLength(FIRST_PAGES['/auth/login']!.modules.length + FIRST_PAGES['/auth/login']!.parts.length);
    expect(loaded[1]).toHaveProperty('LoginPage');
  });
});
