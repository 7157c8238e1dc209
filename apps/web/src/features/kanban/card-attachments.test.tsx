import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KanbanAttachment } from '@pharmacy/shared/schemas/kanban';
import { kanbanKeys, type KanbanBoardAnswer } from '../../api/kanban';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { CardAttachments } from './card-attachments';
import { CardFace } from './card-face';
import { BOARDS, makeBoard, makeCard } from './kanban-fixtures';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PRESCRIPTION: KanbanAttachment = {
  id: 'att-1',
  name: 'prescription.pdf',
  mimeType: 'application/pdf',
  size: 1_536_000,
  url: '/api/kanban/attachments/att-1',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const SCAN: KanbanAttachment = {
  ...PRESCRIPTION,
  id: 'att-2',
  name: 'scan.png',
  mimeType: 'image/png',
  size: 2048,
  url: '/api/kanban/attachments/att-2',
};

const UPLOAD = '/api/kanban/cards/attachment';
const NOT_FOUND: MockReply = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };

function open(replies: Record<string, MockReply>, attachments: KanbanAttachment[] = [PRESCRIPTION]) {
  const fetch = mockFetch(({ path }) => replies[path] ?? NOT_FOUND);
  const view = renderWithProviders(<CardAttachments card={makeCard({ attachments })} />);
  return { fetch, ...view };
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId('kanban-attachment-input'), { target: { files: [file] } });
}

const pdf = (name = 'scan.pdf') => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

describe('the files of a card', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists each file with its size and a download link', () => {
    open({});
    const link = screen.getByRole('link', { name: 'prescription.pdf' });
    expect(link.getAttribute('href')).toBe('/api/kanban/attachments/att-1');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the file prescription.pdf' })).toBeTruthy();
    const input = screen.getByTestId('kanban-attachment-input');
    expect(input.getAttribute('accept')).toBe('application/pdf,image/jpeg,image/png,image/webp');
    expect(screen.getByRole('button', { name: 'Add a file' })).toBeTruthy();
  });

  it('sends a chosen file as FormData to the card’s upload address and puts it on the cached card', async () => {
    const { fetch, queryClient } = open({ [UPLOAD]: { status: 201, body: { attachment: SCAN } } });
    const key = kanbanKeys.board('board-team');
    queryClient.setQueryData<KanbanBoardAnswer>(key, { board: makeBoard(), boards: BOARDS });
    pick(pdf());

    await waitFor(() => expect(requestsTo(fetch, 'POST', UPLOAD)).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', UPLOAD)[0]?.search.get('cardId')).toBe('card-1');
    const [, init] = fetch.mock.calls.find(([input]) => String(input).startsWith(UPLOAD)) ?? [];
    expect(init?.body).toBeInstanceOf(FormData);
    const file = (init?.body as FormData).get('file') as File;
    expect(file.name).toBe('scan.pdf');
    // The browser sets the multipart boundary itself.
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    await waitFor(() =>
      expect(queryClient.getQueryData<KanbanBoardAnswer>(key)?.board.cards['card-1']?.attachments).toEqual([SCAN]),
    );
  });

  it('shows the server’s refusal of the file under the list', async () => {
    open({
      [UPLOAD]: {
        status: 400,
        body: { message: 'Invalid', code: 'VALIDATION', fields: { file: 'validation.fileType' } },
      },
    });
    pick(pdf('fake.pdf'));
    expect(
      await screen.findByText('Only PDF, JPEG, PNG and WebP files are accepted, and the name must match the content.'),
    ).toBeTruthy();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const { fetch } = open({});
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    expect(await screen.findByText('This file is larger than 10 MB.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', UPLOAD)).toEqual([]);
  });

  it('asks before deleting a file, then deletes it', async () => {
    const { fetch } = open({ '/api/kanban/attachments/delete': { status: 200, body: { id: 'att-1' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the file prescription.pdf' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the file “prescription.pdf”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/kanban/attachments/delete').map((r) => r.body)).toEqual([
        { attachmentId: 'att-1' },
      ]),
    );
  });

  it('offers no upload once the card has 10 files', () => {
    open({}, Array.from({ length: 10 }, (_, i) => ({ ...SCAN, id: `att-${i}`, name: `scan-${i}.png` })));
    expect((screen.getByRole('button', { name: 'Add a file' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This card already has 10 files: delete one to add another.')).toBeTruthy();
  });
});

describe('the card face', () => {
  it('counts the card’s files', () => {
    renderWithProviders(<CardFace card={makeCard({ attachments: [PRESCRIPTION, SCAN] })} />);
    expect(screen.getByText('2 files')).toBeTruthy();
  });
});
