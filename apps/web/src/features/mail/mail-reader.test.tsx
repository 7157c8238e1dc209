import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '@pharmacy/shared/schemas/mail';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeMail, notFound, SELF_ID, SYSTEM_LABELS } from './mail-fixtures';
import { MailReader } from './mail-reader';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

function setup(mail: Mail) {
  const fetch = mockFetch(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/mail/mail') return { status: 200, body: { mail } };
    if (method === 'PATCH' && path === `/api/mail/mails/${mail.id}`)
      return { status: 200, body: { mail: { ...mail, ...(body as object) } } };
    if (method === 'POST' && path === `/api/mail/mails/${mail.id}/trash`)
      return { status: 200, body: { mail: { ...mail, folder: 'trash' } } };
    if (method === 'GET' && path === '/api/mail/labels') return { status: 200, body: { labels: SYSTEM_LABELS } };
    if (method === 'GET' && path === '/api/mail/mails') return { status: 200, body: { mails: [], nextCursor: null } };
    return notFound;
  });
  const props = { onBack: vi.fn(), onLeave: vi.fn(), onCompose: vi.fn() };
  renderWithProviders(<MailReader mailId={mail.id} labels={SYSTEM_LABELS} selfId={SELF_ID} {...props} />);
  return { fetch, ...props };
}

describe('MailReader', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the mail, marks it read once, and prefills a reply', async () => {
    const mail = makeMail({
      isUnread: true,
      message: '<p>Your <strong>medicine</strong> is in stock.</p>',
      attachments: [
        { id: 'a-1', name: 'leaflet.pdf', mimeType: 'application/pdf', size: 2048, url: '/api/mail/attachments/a-1' },
      ],
    });
    const { fetch, onCompose } = setup(mail);
    expect((await screen.findByRole('heading', { name: 'Your prescription' })).tagName).toBe('H2');
    expect(screen.getByText('medicine').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Download leaflet.pdf' }).getAttribute('href')).toBe(
      '/api/mail/attachments/a-1',
    );
    await waitFor(() =>
      expect(requestsTo(fetch, 'PATCH', '/api/mail/mails/mail-1').map((r) => r.body)).toEqual([{ isUnread: false }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(onCompose).toHaveBeenCalledWith(
      'reply',
      expect.objectContaining({
        subject: 'Re: Your prescription',
        replyToId: 'mail-1',
        to: [expect.objectContaining({ id: 'p-1' })],
      }),
    );
  });

  it('writes a notice in the reader’s language with a button to what it is about, and no reply', async () => {
    setup(
      makeMail({
        kind: 'notice',
        subject: '',
        message: '',
        from: { id: null, name: 'platform', role: null, avatarUrl: null },
        notice: {
          kind: 'order.delivered',
          params: { reference: 'ORD-7', reason: 'Left with neighbour' },
          link: '/my/dashboard',
        },
      }),
    );
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Order ORD-7 delivered');
    expect(screen.getByText(/Pharmacy platform/)).toBeTruthy();
    expect(screen.getByText('Reason: Left with neighbour')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/my/dashboard');
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('moves the mail to the trash and closes it', async () => {
    const { fetch, onLeave } = setup(makeMail());
    await screen.findByRole('heading', { name: 'Your prescription' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move to trash' })));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(requestsTo(fetch, 'POST', '/api/mail/mails/mail-1/trash')).toHaveLength(1);
    expect(requestsTo(fetch, 'PATCH', '/api/mail/mails/mail-1')).toHaveLength(0);
  });
});
