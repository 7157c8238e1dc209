import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { ContactUsPage } from './contact-us-page';

// The server's minimum fill time is its own test (apps/server/src/modules/contact); here the form sends at once.
vi.mock('../../../features/contact/fill-time', () => ({ waitForFillTime: () => Promise.resolve() }));

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const TOKEN = '1700000000000.signature';
const server = (onPost: (request: MockRequest) => MockReply) =>
  mockFetch((request) =>
    request.path === '/api/contact/token' ? { status: 200, body: { token: TOKEN } } : onPost(request),
  );
const show = (user: ReturnType<typeof testUser> | null = null) =>
  renderWithProviders(<ContactUsPage />, {
    url: '/contact-us',
    around: (children) => <FakeAuth user={user}>{children}</FakeAuth>,
  });

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
async function fillAndSend() {
  await screen.findByRole('heading', { name: 'Write to us' });
  type(/Your name/, 'Marie Dubois');
  type(/Your e-mail address/, 'marie@example.be');
  type(/Subject/, 'Opening hours');
  type(/Message/, 'Which pharmacy is open on Sunday?');
  const send = screen.getByRole('button', { name: 'Send the message' });
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(send);
}

describe('/contact-us', () => {
  it(
    'keeps the two info cards and sends the form with its token and empty trap; a confirmation replaces it',
    async () => {
      const fetch = server(() => ({ status: 202, body: { received: true } }));
      show();
      expect(screen.getByRole('heading', { name: 'A question about an order?' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'About the platform' })).toBeTruthy();
      await fillAndSend();
      expect(await screen.findByRole('heading', { name: 'Thank you, your message has been sent' })).toBeTruthy();
      expect(screen.getByText(/We will answer you at/).textContent).toContain('marie@example.be');
      expect(requestsTo(fetch, 'POST', '/api/contact')[0]!.body).toEqual({
        name: 'Marie Dubois',
        email: 'marie@example.be',
        subject: 'Opening hours',
        message: 'Which pharmacy is open on Sunday?',
        website: '',
        token: TOKEN,
      });

      fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
      expect(await screen.findByRole('heading', { name: 'Write to us' })).toBeTruthy();
      expect(field(/Your name/).value).toBe('Marie Dubois');
      expect(field(/Subject/).value).toBe('');
      await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/contact/token').length).toBeGreaterThanOrEqual(2));
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'shows the server’s field messages beside their fields and keeps what was typed',
    async () => {
      server(() => ({
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          code: 'VALIDATION',
          fields: { subject: 'validation.tooLong', message: 'validation.tooShort' },
        },
      }));
      show();
      await fillAndSend();
      expect(await screen.findByText('This is too long.')).toBeTruthy();
      expect(field(/Subject/).getAttribute('aria-invalid')).toBe('true');
      expect(field(/Subject/).getAttribute('aria-describedby')).toBe(screen.getByText('This is too long.').id);
      expect(field(/Message/).getAttribute('aria-describedby')).toBe(screen.getByText('This is too short.').id);
      expect(field(/Your name/).getAttribute('aria-invalid')).toBe('false');
      expect(field(/Your name/).value).toBe('Marie Dubois');
      expect(field(/Message/).value).toBe('Which pharmacy is open on Sunday?');
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'says so in an alert when the limit is reached (429), values kept',
    async () => {
      server(() => ({ status: 429, body: { message: 'Too many attempts.', code: 'RATE_LIMITED' } }));
      show();
      await fillAndSend();
      expect((await screen.findByRole('alert')).textContent).toContain(
        'You have sent several messages in a short time',
      );
      expect(field(/Subject/).value).toBe('Opening hours');
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'prefills the name and e-mail of a signed-in person; the hidden trap is out of reach',
    async () => {
      server(() => ({ status: 500 }));
      show(testUser('customer'));
      await screen.findByRole('heading', { name: 'Write to us' });
      expect(field(/Your name/).value).toBe('Alex Martin');
      expect(field(/Your e-mail address/).value).toBe('customer@example.org');
      const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
      expect(trap.tabIndex).toBe(-1);
      expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
    },
    PAGE_TEST_TIMEOUT,
  );
});
