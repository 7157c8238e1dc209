import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlatformStatus } from '@pharmacy/shared/schemas/platform';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { ComingSoonPage, MaintenancePage } from './status-pages';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const status = (patch: Partial<PlatformStatus>): PlatformStatus => ({
  maintenance: false, message: '', until: null, launchAt: null, updatedAt: '2026-11-27T10:00:00.000Z', ...patch,
});
const serve = (body: PlatformStatus) => mockFetch(({ path }) => (path === '/api/platform/status' ? { status: 200, body } : { status: 404 }));

describe('/maintenance', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the admin’s words and the expected end in Belgian time, with a way for the team to sign in', async () => {
    serve(status({ maintenance: true, message: 'Moving to a new database.', until: '2026-12-01T14:30:00.000Z' }));
    renderWithProviders(<MaintenancePage />, { url: '/maintenance' });
    expect((await screen.findByText('Moving to a new database.')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Under maintenance');
    // 14:30 UTC is 15:30 in Brussels in winter.
    expect(screen.getByText(/We expect to be back by .*3:30 PM/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Platform team: sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('says when the platform is back, with the way home', async () => {
    serve(status({ maintenance: false }));
    renderWithProviders(<MaintenancePage />, { url: '/maintenance' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
  });
});

describe('/coming-soon', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('counts down to the launch date an admin set', async () => {
    const launchAt = new Date(Date.now() + 2 * 86_400_000 + 3 * 3600_000 + 90_000).toISOString();
    serve(status({ launchAt }));
    renderWithProviders(<ComingSoonPage />, { url: '/coming-soon' });
    const timer = await screen.findByRole('timer');
    expect(timer.getAttribute('aria-label')).toMatch(/^2 days, 3 hours, 1 minutes and \d+ seconds left$/);
    expect(screen.getByText(/^We open on /)).toBeTruthy();
  });

  it('says the platform is live once the date has passed, and the general words without a date', async () => {
    serve(status({ launchAt: '2020-01-01T00:00:00.000Z' }));
    const { unmount } = renderWithProviders(<ComingSoonPage />, { url: '/coming-soon' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are live' })).toBeTruthy();
    unmount();
    serve(status({}));
    renderWithProviders(<ComingSoonPage />, { url: '/coming-soon' });
    expect(await screen.findByText('We are working on this page. Please come back soon.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
