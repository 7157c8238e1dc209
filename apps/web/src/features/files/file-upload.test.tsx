import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeItem, makeList, notFound } from './file-fixtures';
import { FileManager } from './file-manager';
import { UPLOADS_AT_ONCE } from './use-uploads';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

/** A stand-in for XMLHttpRequest: the test decides when each request progresses and how it ends. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  body: FormData | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  get fileName() {
    return (this.body?.get('file') as File).name;
  }
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function setup(folderId: string | null = null) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetch = mockFetch(({ method, path }) =>
    method === 'GET' && path === '/api/files'
      ? { status: 200, body: makeList({ items: [makeItem({ name: 'scan.pdf' })] }) }
      : notFound,
  );
  renderWithProviders(<FileManager />, { url: folderId ? `/?folder=${folderId}` : '/' });
  return fetch;
}

async function pick(files: File[]) {
  await screen.findByRole('button', { name: 'Upload' });
  const input = screen.getByLabelText('Upload', { selector: 'input' });
  fireEvent.change(input, { target: { files } });
}

describe('uploads', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends each file on its own with its progress, a few at a time, and shows the server’s reason for one', async () => {
    const fetch = setup();
    await pick([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    const panel = await screen.findByRole('region', { name: 'Uploading 4 files' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(UPLOADS_AT_ONCE));
    expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(FakeXhr.sent[0]!.url).toBe('/api/files/upload?home=mine');
    expect(FakeXhr.sent[0]!.withCredentials).toBe(true);

    FakeXhr.sent[0]!.progress(0.5);
    expect(within(panel).getByRole('progressbar', { name: 'Upload of a.pdf' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );

    const listsBefore = requestsTo(fetch, 'GET', '/api/files').length;
    FakeXhr.sent[0]!.answer(201, makeItem({ id: 'f-a', name: 'a.pdf' }));
    // The fourth starts as soon as one is done, and the list is asked again.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/files').length).toBeGreaterThan(listsBefore));
    expect(within(panel).getByTitle('Uploaded')).toBeTruthy();

    FakeXhr.sent[1]!.answer(413, {
      message: 'This would take more than the 500 MB of this storage.',
      code: 'QUOTA_EXCEEDED',
      fields: { file: 'validation.quotaExceeded' },
    });
    FakeXhr.sent[2]!.answer(413, {
      message: 'Too large',
      code: 'FILE_TOO_LARGE',
      fields: { file: 'validation.fileTooLarge' },
    });
    const alerts = await within(panel).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'There is no room left in this storage: empty the trash or delete files first.',
      'This file is larger than 20 MB.',
    ]);

    // Retry sends the same file again.
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry b.pdf' }));
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toContain('b.pdf'));
    expect(FakeXhr.sent.filter((x) => x.fileName === 'b.pdf')).toHaveLength(2);
  });

  it('refuses a file of another type before sending it, and takes files dropped on the page into the open folder', async () => {
    setup('d-1');
    await pick([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Only PDF, JPEG, PNG and WebP files can be uploaded.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notes.txt' }));

    const target = screen.getByRole('list', { name: 'Files and folders' });
    const dataTransfer = { files: [pdf('one.pdf'), pdf('two.pdf')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(target, { dataTransfer });
    expect(screen.getByText('Drop the files to upload them here')).toBeTruthy();
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['one.pdf', 'two.pdf']));
    expect(FakeXhr.sent[0]!.url).toBe('/api/files/upload?home=mine&folderId=d-1');
    expect(screen.queryByText('Drop the files to upload them here')).toBeNull();
  });
});
