import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileShare } from '@pharmacy/shared/schemas/files';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeItem, makeShare, notFound } from './file-fixtures';
import { ShareDialog } from './share-dialog';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const item = makeItem({ id: 'f-1', name: 'scan.pdf', shared: true });
const contact = {
  id: 'uid-admin',
  name: 'Paula Admin',
  role: 'admin',
  avatarUrl: null,
  pharmacyName: null,
  seenAt: null,
};

function setup(refuse = false) {
  let shares: FileShare[] = [makeShare()];
  const fetch = mockFetch(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/files/shares') return { status: 200, body: { shares } };
    if (method === 'DELETE' && path === '/api/files/shares/s-1') {
      shares = [];
      return { status: 204 };
    }
    if (method === 'POST' && path === '/api/files/shares') {
      if (refuse)
        return {
          status: 400,
          body: {
            message: 'You can share only with people you may write to.',
            code: 'VALIDATION_ERROR',
            fields: { personId: 'validation.notContact' },
          },
        };
      const input = body as { personId: string; permission: 'read' | 'edit' };
      const person = input.personId === contact.id ? { ...contact, role: 'admin' as const } : makeShare().person;
      const share = makeShare({ id: `s-${input.personId}`, person, permission: input.permission });
      shares = [...shares.filter((s) => s.person.id !== input.personId), share];
      return { status: 201, body: share };
    }
    if (path === '/api/chat/contacts') return { status: 200, body: { contacts: [contact] } };
    return notFound;
  });
  renderWithProviders(<ShareDialog item={item} onClose={() => {}} />);
  return fetch;
}

async function choosePaula(dialog: HTMLElement) {
  const person = within(dialog).getByRole('combobox', { name: 'Person' });
  fireEvent.mouseDown(person);
  fireEvent.click(await screen.findByRole('option', { name: /Paula Admin/ }));
}

describe('the share dialog', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the shares and revokes one', async () => {
    const fetch = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Share “scan.pdf”' });
    const list = await within(dialog).findByRole('list', { name: 'Shared with' });
    expect(within(list).getByText('Sophie Dubois')).toBeTruthy();
    expect(
      (within(list).getByRole('combobox', { name: 'Permission of Sophie Dubois' }) as HTMLSelectElement).value,
    ).toBe('read');
    fireEvent.click(within(list).getByRole('button', { name: 'Stop sharing with Sophie Dubois' }));
    await waitFor(() => expect(requestsTo(fetch, 'DELETE', '/api/files/shares/s-1')).toHaveLength(1));
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeTruthy();
  });

  it('shares with a contact at the chosen permission, and changes a permission in place', async () => {
    const fetch = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Share “scan.pdf”' });
    await choosePaula(dialog);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Permission' }), { target: { value: 'edit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/files/shares').map((r) => r.body)).toEqual([
        { kind: 'file', id: 'f-1', personId: 'uid-admin', permission: 'edit' },
      ]),
    );
    expect(await within(dialog).findByText('Paula Admin')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Permission of Sophie Dubois' }), {
      target: { value: 'edit' },
    });
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/files/shares').map((r) => r.body)).toContainEqual({
        kind: 'file',
        id: 'f-1',
        personId: 'uid-pharmacy',
        permission: 'edit',
      }),
    );
  });

  it('shows the server’s reason beside the person', async () => {
    setup(true);
    const dialog = await screen.findByRole('dialog', { name: 'Share “scan.pdf”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await choosePaula(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('You can only share with people you may write to.')).toBeTruthy();
  });
});
