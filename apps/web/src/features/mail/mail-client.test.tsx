import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@pharmacy/shared/roles';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeMail, makeSummary, notFound, SYSTEM_LABELS } from './mail-fixtures';
import { MailClient } from './mail-client';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const inbox = [makeSummary({ id: 'm-1', isUnread: true })];
const drafts = [makeSummary({ id: 'd-1', folder: 'drafts', subject: 'Half written', to: [] })];

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function setup(role: Role = 'customer', url = '/my/mail') {
  const fetch = mockFetch(({ method, path, search }) => {
    if (path === '/api/mail/labels') return { status: 200, body: { labels: SYSTEM_LABELS } };
    if (path === '/api/mail/mails' && method === 'GET')
      return { status: 200, body: { mails: search.get('labelId') === 'drafts' ? drafts : inbox, nextCursor: null } };
    if (path === '/api/mail/mail') {
      const id = search.get('mailId');
      return {
        status: 200,
        body: {
          mail:
            id === 'd-1'
              ? makeMail({ ...drafts[0], message: '<p>Dear pharmacist</p>' })
              : makeMail({ id: 'm-1', isUnread: true }),
        },
      };
    }
    if (method === 'PATCH') return { status: 200, body: { mail: makeMail({ id: 'm-1' }) } };
    if (path === '/api/chat/contacts') return { status: 200, body: { contacts: [] } };
    return notFound;
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/my/mail"
        element={
          <>
            <MailClient defaultLabel="inbox" />
            <Location />
          </>
        }
      />
    </Routes>,
    { url, around: (children) => <FakeAuth user={testUser(role)}>{children}</FakeAuth> },
  );
  return fetch;
}

describe('the mail client', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('opens a mail from the list into the reading pane (in the address) and marks it read', async () => {
    const fetch = setup();
    expect(screen.getByText('Choose a mail to read it.')).toBeTruthy();
    fireEvent.click(await screen.findByText('Your prescription'));
    expect(screen.getByTestId('search').textContent).toBe('?mail=m-1');
    expect(await screen.findByRole('heading', { name: 'Your prescription', level: 2 })).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(fetch, 'PATCH', '/api/mail/mails/m-1').map((r) => r.body)).toEqual([{ isUnread: false }]),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to the list' })));
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('opens a draft back into the compose dialog with what was saved', async () => {
    setup('customer', '/my/mail?label=drafts');
    fireEvent.click(await screen.findByText('Half written'));
    // The editor arrives as its own chunk: on a loaded machine that takes a while.
    const dialog = await screen.findByRole('dialog', { name: 'Draft' }, { timeout: 20_000 });
    expect((within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Half written');
    expect((await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 20_000 })).textContent).toBe(
      'Dear pharmacist',
    );
  });

  it('offers announcements to admins only', async () => {
    setup('admin');
    expect(await screen.findAllByRole('button', { name: 'Announcement' })).not.toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Compose' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'New mail' })).toBeTruthy();
  });

  it('has no announcement for other people', async () => {
    setup('pharmacy');
    await screen.findAllByRole('button', { name: 'Compose' });
    expect(screen.queryByRole('button', { name: 'Announcement' })).toBeNull();
  });
});
