import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockRequest, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import {
  makeConversation,
  makeConversationList,
  makeMessage,
  makeParticipant,
  notFound,
  SELF_ID,
} from './chat-fixtures';
import { ChatScreen, type ChatScreenProps } from './chat-screen';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const hrefs = {
  list: '/my/chat',
  new: '/my/chat/new',
  conversation: (id: string) => `/my/chat/${id}`,
  order: (id: string) => `/my/dashboard?order=${id}`,
};

const orderConversation = makeConversation({
  id: 'o-1',
  kind: 'order',
  order: { id: 'o-1', reference: 'PL-AAA111', status: 'ready', pharmacyName: 'Pharmacie du Parc' },
  messages: [makeMessage({ id: 'm-9', body: 'Your order is ready' })],
  unreadCount: 2,
});
const direct = makeConversation({
  id: 'c-2',
  participants: [
    makeParticipant({ id: 'p-2', name: 'Tom Claes', role: 'shipper', pharmacyName: null }),
    makeParticipant({ id: SELF_ID, name: 'Alex Martin', role: 'customer' }),
  ],
  messages: [makeMessage({ id: 'm-5', body: 'On my way', senderId: SELF_ID })],
});

function setup(
  url: string,
  mode: ChatScreenProps['mode'],
  handler: (request: MockRequest) => MockReply | undefined = () => undefined,
) {
  const fetch = mockFetch((request) => {
    const own = handler(request);
    if (own) return own;
    if (request.path === '/api/chat/conversations')
      return { status: 200, body: makeConversationList([orderConversation, direct]) };
    if (request.path === '/api/chat/conversation' && request.search.get('conversationKey') === 'o-1')
      return { status: 200, body: { conversation: orderConversation } };
    if (request.path === '/api/chat/conversation/mark-as-seen')
      return { status: 200, body: { conversationId: request.search.get('conversationId'), unreadCount: 0 } };
    return notFound;
  });
  renderWithProviders(
    <Routes>
      <Route path="/my/chat" element={<ChatScreen hrefs={hrefs} mode={mode} />} />
      <Route path="/my/chat/:conversationKey" element={<ChatScreen hrefs={hrefs} mode={mode} />} />
    </Routes>,
    { url, around: (children) => <FakeAuth user={testUser('customer')}>{children}</FakeAuth> },
  );
  return fetch;
}

const items = () => screen.getAllByTestId('chat-conversation');

describe('the messenger', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists conversations with the order reference, status, last message, time and unread badge', async () => {
    setup('/my/chat', 'list');
    await waitFor(() => expect(items()).toHaveLength(2));
    const [order, other] = items() as [HTMLElement, HTMLElement];
    expect(within(order).getByText('Order at Pharmacie du Parc')).toBeTruthy();
    expect(within(order).getByText('PL-AAA111')).toBeTruthy();
    expect(within(order).getByText('Ready')).toBeTruthy();
    expect(within(order).getByText('Your order is ready')).toBeTruthy();
    expect(within(order).getByText('2 unread')).toBeTruthy();
    expect(order.getAttribute('href')).toBe('/my/chat/o-1');
    expect(within(order).getByText((_, el) => el?.tagName === 'TIME')).toBeTruthy();
    expect(within(other).getByText('Tom Claes')).toBeTruthy();
    expect(within(other).getByText('You: On my way')).toBeTruthy();
    expect(within(other).queryByText(/unread/)).toBeNull();
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeTruthy();
  });

  it('says so when there is no conversation yet', async () => {
    setup('/my/chat', 'list', ({ path }) =>
      path === '/api/chat/conversations' ? { status: 200, body: makeConversationList([]) } : undefined,
    );
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New conversation' }).getAttribute('href')).toBe('/my/chat/new');
  });

  it('shows the error state with a retry when the list cannot be loaded', async () => {
    setup('/my/chat', 'list', ({ path }) => (path === '/api/chat/conversations' ? { status: 500 } : undefined));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a conversation (active, marked seen: its badge goes) with its messages and the order link', async () => {
    const fetch = setup('/my/chat/o-1', 'conversation');
    expect(await screen.findByRole('heading', { name: 'Order at Pharmacie du Parc' })).toBeTruthy();
    const log = screen.getByRole('log');
    expect(within(log).getByText('Your order is ready')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/chat/conversation/mark-as-seen')).toHaveLength(1));
    expect(requestsTo(fetch, 'GET', '/api/chat/conversation/mark-as-seen')[0]!.search.get('conversationId')).toBe(
      'o-1',
    );
    await waitFor(() => expect(screen.queryByText('2 unread')).toBeNull());
    const active = items().find((item) => item.getAttribute('aria-current') === 'page');
    expect(active?.getAttribute('href')).toBe('/my/chat/o-1');
    expect(screen.getByRole('link', { name: 'PL-AAA111' }).getAttribute('href')).toBe('/my/dashboard?order=o-1');
  });

  it('says "Seen" under one’s last message once the other marked the conversation seen after it', async () => {
    const seen = makeConversation({
      id: 'o-1',
      participants: [
        makeParticipant({ seenAt: '2026-11-20T10:06:00.000Z' }),
        makeParticipant({ id: SELF_ID, name: 'Alex Martin' }),
      ],
      messages: [
        makeMessage({ id: 'a' }),
        makeMessage({
          id: 'b',
          body: 'Thanks! https://example.org',
          senderId: SELF_ID,
          createdAt: '2026-11-20T10:05:00.000Z',
        }),
      ],
    });
    setup('/my/chat/o-1', 'conversation', ({ path }) =>
      path === '/api/chat/conversation' ? { status: 200, body: { conversation: seen } } : undefined,
    );
    expect(await screen.findByText('Seen')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.org' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer nofollow']);
  });

  it('says the conversation is not there when the server answers 404', async () => {
    setup('/my/chat/c-404', 'conversation');
    expect(await screen.findByText('This conversation does not exist or is not yours.')).toBeTruthy();
  });
});
