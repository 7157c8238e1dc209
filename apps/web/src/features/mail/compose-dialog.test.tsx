import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { ComposeDialog } from './compose-dialog';
import { EMPTY_COMPOSE, type ComposeValues } from './compose-values';
import { makeMail, notFound } from './mail-fixtures';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const filled: ComposeValues = {
  ...EMPTY_COMPOSE,
  to: [{ id: 'p-1', name: 'Sophie Dubois', avatarUrl: null, detail: 'Pharmacy' }],
  subject: 'Opening hours',
  message: '<p>Are you open on Sunday?</p>',
};

function setup(initial: ComposeValues, reply: () => MockReply) {
  const fetch = mockFetch(({ method, path }) => {
    if (method === 'POST' && path === '/api/mail/mails') return reply();
    if (method === 'PUT' && path.startsWith('/api/mail/mails/')) return reply();
    if (path === '/api/chat/contacts') return { status: 200, body: { contacts: [] } };
    return notFound;
  });
  const onClose = vi.fn();
  renderWithProviders(<ComposeDialog mode="new" initial={initial} onClose={onClose} />);
  return { fetch, onClose };
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
// The editor arrives as its own chunk (lazy): on a loaded machine that takes a while.
const editor = () => screen.findByRole('textbox', { name: 'Message' }, { timeout: 20_000 });

describe('ComposeDialog', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the recipients, subject, text and reply link, then closes', async () => {
    const { fetch, onClose } = setup({ ...filled, replyToId: '00000000-0000-4000-8000-000000000001' }, () => ({
      status: 201,
      body: { mail: makeMail({ folder: 'sent' }) },
    }));
    expect((await editor()).textContent).toContain('Are you open on Sunday?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(fetch, 'POST', '/api/mail/mails').map((r) => r.body)).toEqual([
      {
        to: ['p-1'],
        subject: 'Opening hours',
        // Untouched, the text goes as it was given: opening the editor is not an edit (the reader marks each block's
        // direction, mail-body.tsx).
        message: '<p>Are you open on Sunday?</p>',
        attachmentIds: [],
        replyToId: '00000000-0000-4000-8000-000000000001',
        draft: false,
      },
    ]);
  });

  it('shows the server’s field messages next to their fields and keeps everything typed', async () => {
    const { onClose } = setup(filled, () => ({
      status: 400,
      body: {
        message: 'Invalid',
        code: 'VALIDATION',
        fields: { to: 'validation.chatNotContact', subject: 'validation.tooLong' },
      },
    }));
    await editor();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(
      await screen.findByText(
        'You can only write to people you share an order or a pharmacy with, or to the platform.',
      ),
    ).toBeTruthy();
    expect(subject().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is too long.').id).toBe(subject().getAttribute('aria-describedby'));
    expect(subject().value).toBe('Opening hours');
    expect((await editor()).textContent).toContain('Are you open on Sunday?');
    expect(screen.getByText('Sophie Dubois')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes a draft opened and left untouched at once, with nothing to undo; a change asks first', async () => {
    const { onClose } = setup({ ...filled, draftId: 'd-9' }, () => ({ status: 201 }));
    const box = await editor();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Keep writing' })).toBeNull();
    expect(box.textContent).toContain('Are you open on Sunday?');

    onClose.mockClear();
    await act(async () => fireEvent.change(subject(), { target: { value: 'Opening hours on Sunday' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Keep writing' })).toBeTruthy();
  });

  it('asks for a recipient and a subject before sending, but saves a draft without them', async () => {
    const { fetch } = setup(EMPTY_COMPOSE, () => ({
      status: 201,
      body: { mail: makeMail({ id: 'd-1', folder: 'drafts' }) },
    }));
    await editor();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByText('Choose between 1 and 20 people.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/mail/mails')).toHaveLength(0);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/mail/mails')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/mail/mails')[0]!.body).toMatchObject({ to: [], subject: '', draft: true });
    // Saved once, the draft is changed in place from then on.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/mail/mails/d-1')).toHaveLength(1));
  });

  it('says what went wrong when no field explains it', async () => {
    setup(filled, () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }));
    await editor();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(subject().value).toBe('Opening hours');
  });

  it('asks before closing over unsaved text, and closes at once when nothing changed', async () => {
    const { onClose } = setup(filled, () => notFound);
    await editor();
    fireEvent.change(subject(), { target: { value: 'Opening hours on Sunday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Keep this mail as a draft?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(screen.queryByText('Keep this mail as a draft?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(subject(), { target: { value: 'Opening hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes a draft it was opened on', async () => {
    const fetch = mockFetch(({ method, path }) =>
      method === 'DELETE' && path === '/api/mail/mails/d-7' ? { status: 204 } : notFound,
    );
    const onClose = vi.fn();
    renderWithProviders(<ComposeDialog mode="draft" initial={{ ...filled, draftId: 'd-7' }} onClose={onClose} />);
    await editor();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete draft' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(fetch, 'DELETE', '/api/mail/mails/d-7')).toHaveLength(1);
  });
});
