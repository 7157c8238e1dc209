import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeSummary, notFound, SYSTEM_LABELS } from './mail-fixtures';
import { MailList, type MailListProps } from './mail-list';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const mails = [
  makeSummary({ id: 'm-1', isUnread: true, subject: 'Your prescription', hasAttachments: true }),
  makeSummary({
    id: 'm-2',
    kind: 'notice',
    subject: '',
    preview: '',
    from: { id: null, name: 'platform', role: null, avatarUrl: null },
    notice: {
      kind: 'order.ready',
      params: { reference: 'ORD-2026-0042', pharmacy: 'Pharmacie du Parc' },
      link: '/my/dashboard',
    },
  }),
];

function setup(
  props: Partial<MailListProps> = {},
  pages = [
    { mails, nextCursor: 'c-2' },
    { mails: [makeSummary({ id: 'm-3', subject: 'Older one' })], nextCursor: null },
  ],
) {
  const fetch = mockFetch(({ method, path, search }) => {
    if (method === 'GET' && path === '/api/mail/mails')
      return { status: 200, body: search.get('cursor') ? pages[1] : pages[0] };
    return notFound;
  });
  const onOpen = vi.fn();
  renderWithProviders(
    <MailList
      labelId="inbox"
      labelName="Inbox"
      labels={SYSTEM_LABELS}
      search=""
      onSearch={() => undefined}
      query=""
      selectedId={null}
      onOpen={onOpen}
      {...props}
    />,
  );
  return { fetch, onOpen };
}

describe('MailList', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows unread mails in bold, notices in the reader’s language, and loads older pages', async () => {
    const { fetch, onOpen } = setup();
    const items = await screen.findAllByTestId('mail-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(
      within(items[0]!).getByText('Your prescription').style.fontWeight ||
        getComputedStyle(within(items[0]!).getByText('Your prescription')).fontWeight,
    ).toBe('700');
    expect(within(items[0]!).getByRole('img', { name: 'Has attachments' })).toBeTruthy();
    expect(within(items[1]!).queryByText('Unread')).toBeNull();
    expect(within(items[1]!).getByText('Pharmacy platform')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Order ORD-2026-0042 is ready');
    expect(items[1]!.textContent).toContain('Pharmacie du Parc');

    fireEvent.click(within(items[0]!).getByText('Your prescription'));
    expect(onOpen).toHaveBeenCalledWith(mails[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/mail/mails').map((r) => r.search.get('cursor'))).toEqual([null, 'c-2']);
    expect(requestsTo(fetch, 'GET', '/api/mail/mails')[0]!.search.get('labelId')).toBe('inbox');
  });

  it('says when a search finds nothing', async () => {
    const { fetch } = setup({ query: 'ibuprofen', search: 'ibuprofen' }, [
      { mails: [], nextCursor: null },
      { mails: [], nextCursor: null },
    ]);
    expect(await screen.findByText('No mail found')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/mail/mails')[0]!.search.get('q')).toBe('ibuprofen');
  });

  it('shows the error with a retry when the list fails', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }));
    renderWithProviders(
      <MailList
        labelId="inbox"
        labelName="Inbox"
        labels={[]}
        search=""
        onSearch={() => undefined}
        query=""
        selectedId={null}
        onOpen={() => undefined}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
