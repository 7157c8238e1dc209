import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeConversation, makeParticipant, notFound } from './chat-fixtures';
import { NewConversationForm } from './new-conversation-form';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const sophie = makeParticipant({ id: 'p-1', name: 'Sophie Dubois' });
const tom = makeParticipant({ id: 'p-2', name: 'Tom Claes', role: 'shipper', pharmacyName: null });

function setup(reply: () => MockReply) {
  const fetch = mockFetch(({ method, path, search }) => {
    if (method === 'GET' && path === '/api/chat/contacts') {
      const q = (search.get('q') ?? '').toLowerCase();
      return { status: 200, body: { contacts: [sophie, tom].filter((c) => c.name.toLowerCase().includes(q)) } };
    }
    if (method === 'POST' && path === '/api/chat/conversation/new') return reply();
    return notFound;
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/chat/new"
        element={<NewConversationForm listHref="/chat" conversationHref={(id) => `/chat/${id}`} />}
      />
      <Route path="/chat/:id" element={<p>Opened conversation</p>} />
    </Routes>,
    { url: '/chat/new' },
  );
  return fetch;
}

const recipients = () => screen.getByRole('combobox', { name: 'To' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

async function pick(fetch: ReturnType<typeof mockFetch>, name: string) {
  act(() => recipients().focus());
  fireEvent.change(recipients(), { target: { value: name.slice(0, 3) } });
  // The search goes to the server once typing pauses.
  await waitFor(() =>
    expect(requestsTo(fetch, 'GET', '/api/chat/contacts').some((r) => r.search.get('q') === name.slice(0, 3))).toBe(
      true,
    ),
  );
  await act(async () => fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) })));
}

describe('NewConversationForm', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for recipients and a message before sending anything', async () => {
    const fetch = setup(() => notFound);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByText('Choose between 1 and 10 people.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/chat/conversation/new')).toHaveLength(0);
  });

  it('searches the contacts, sends the chosen ids and the first message, then opens the conversation', async () => {
    const fetch = setup(() => ({ status: 201, body: { conversation: makeConversation({ id: 'c-new' }) } }));
    await pick(fetch, 'Tom Claes');
    fireEvent.change(message(), { target: { value: 'Hello Tom' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Opened conversation')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/chat/conversation/new')[0]!.body).toEqual({
      recipients: ['p-2'],
      message: { body: 'Hello Tom' },
    });
  });

  it('shows the server’s field errors next to their fields and keeps what was typed', async () => {
    const fetch = setup(() => ({
      status: 400,
      body: {
        message: 'Invalid',
        code: 'VALIDATION',
        fields: { recipients: 'validation.chatNotContact', 'message.body': 'validation.tooLong' },
      },
    }));
    await pick(fetch, 'Sophie Dubois');
    fireEvent.change(message(), { target: { value: 'Hi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(
      await screen.findByText(
        'You can only write to people you share an order or a pharmacy with, or to the platform.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('This is too long.')).toBeTruthy();
    expect((message() as HTMLTextAreaElement).value).toBe('Hi');
    expect(recipients().getAttribute('aria-invalid')).toBe('true');
  });
});
