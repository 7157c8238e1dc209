import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { FaqLink } from './faq-link';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const withServerFaq = (faqUrl: string | null) =>
  mockFetch(({ path }) => (path === '/api/auth-config' ? { status: 200, body: { providers: [], syncUrl: null, faqUrl } } : { status: 404 }));
const link = () => screen.getByRole('link', { name: /FAQ/ });

describe('FaqLink (SPEC "an external FAQ link")', () => {
  it('opens the address the server was given at run time (FAQ_URL), in a new tab', async () => {
    withServerFaq('https://help.pharmalink.example/faq');
    renderWithProviders(<FaqLink variant="footer" />);
    await waitFor(() => expect(link().getAttribute('href')).toBe('https://help.pharmalink.example/faq'));
    expect(link().getAttribute('target')).toBe('_blank');
    expect(link().getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the in-app FAQ without one, and never follows a script address', async () => {
    withServerFaq('javascript:alert(1)');
    const { unmount } = renderWithProviders(<FaqLink variant="footer" />);
    await waitFor(() => expect(link().getAttribute('href')).toBe('/about-us#faq'));
    unmount();
    withServerFaq(null);
    renderWithProviders(<FaqLink variant="footer" />);
    expect(link().getAttribute('href')).toBe('/about-us#faq');
  });
});
