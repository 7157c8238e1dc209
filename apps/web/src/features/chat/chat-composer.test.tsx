import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeMessage, notFound } from './chat-fixtures';
import { ChatComposer } from './chat-composer';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

function setup(
  reply: () => MockReply = () => ({ status: 201, body: { message: makeMessage({ id: 'm-2', senderId: 'me' }) } }),
) {
  const fetch = mockFetch(({ method, path }) =>
    method === 'POST' && path === '/api/chat/conversation/message' ? reply() : notFound,
  );
  renderWithProviders(<ChatComposer conversationId="c-1" />);
  return fetch;
}

describe('ChatComposer', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends on Enter and empties the box once the server has the message', async () => {
    const fetch = setup();
    type('  Is my order ready?  ');
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    await waitFor(() => expect(box().value).toBe(''));
    expect(requestsTo(fetch, 'POST', '/api/chat/conversation/message').map((r) => r.body)).toEqual([
      { conversationId: 'c-1', message: { body: 'Is my order ready?' } },
    ]);
  });

  it('keeps Shift+Enter for a new line and sends with the button', async () => {
    const fetch = setup();
    type('Line one');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(requestsTo(fetch, 'POST', '/api/chat/conversation/message')).toHaveLength(0);
    type('Line one\nLine two');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/chat/conversation/message')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/chat/conversation/message')[0]!.body).toMatchObject({
      message: { body: 'Line one\nLine two' },
    });
  });

  it('sends nothing when the box is empty', async () => {
    const fetch = setup();
    type('   ');
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect(requestsTo(fetch, 'POST', '/api/chat/conversation/message')).toHaveLength(0);
  });

  it('keeps the text and shows the field message under the box when the server refuses it', async () => {
    setup(() => ({
      status: 400,
      body: { message: 'Invalid', code: 'VALIDATION', fields: { 'message.body': 'validation.tooLong' } },
    }));
    type('A long story');
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect(await screen.findByText('This is too long.')).toBeTruthy();
    expect(box().value).toBe('A long story');
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the text and says so when the network fails', async () => {
    setup(() => ({ status: 500 }));
    type('Hello?');
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(box().value).toBe('Hello?');
  });

  it('refuses a file of another type before sending it', async () => {
    const fetch = setup();
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await act(async () => fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } }));
    expect(screen.getByText(/Only PDF, JPEG, PNG and WebP files are accepted/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a picked PDF with the text as its caption', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/chat/conversation/attachment'
        ? { status: 201, body: { message: makeMessage({ id: 'm-3', contentType: 'file' }) } }
        : notFound,
    );
    renderWithProviders(<ChatComposer conversationId="c-1" />);
    const file = new File(['%PDF-1.4'], 'prescription.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } }));
    expect(screen.getByText(/prescription\.pdf/)).toBeTruthy();
    type('My prescription');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(box().value).toBe(''));
    const [request] = requestsTo(fetch, 'POST', '/api/chat/conversation/attachment');
    expect([request!.search.get('conversationId'), request!.search.get('body')]).toEqual(['c-1', 'My prescription']);
    expect(screen.queryByText(/prescription\.pdf/)).toBeNull();
  });
});
