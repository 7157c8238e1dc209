import type { Matcher } from '@testing-library/react';
import type { FileItem, FileList, FileShare } from '@pharmacy/shared/schemas/files';

/** Test data in the shapes of the files API (packages/shared/src/schemas/files.ts). */
export const notFound = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };

export function makeItem(overrides: Partial<FileItem> = {}): FileItem {
  const kind = overrides.kind ?? 'file';
  const id = overrides.id ?? (kind === 'file' ? 'f-1' : 'd-1');
  return {
    kind,
    id,
    name: kind === 'file' ? 'prescription.pdf' : 'Prescriptions',
    mimeType: kind === 'file' ? 'application/pdf' : null,
    size: kind === 'file' ? 204_800 : null,
    childCount: kind === 'folder' ? 2 : null,
    folderId: null,
    home: 'mine',
    owner: { kind: 'person', id: 'uid-customer', name: 'Alex Martin' },
    access: 'owner',
    starred: false,
    shared: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    trashedAt: null,
    url: kind === 'file' ? `/api/files/files/${id}/content` : null,
    ...overrides,
  };
}

export function makeList(overrides: Partial<FileList> = {}): FileList {
  return {
    items: [],
    path: [],
    canWrite: true,
    truncated: false,
    usage: { home: 'mine', used: 50 * 1024 * 1024, quota: 500 * 1024 * 1024 },
    pharmacy: null,
    ...overrides,
  };
}

export function makeShare(overrides: Partial<FileShare> = {}): FileShare {
  return {
    id: 's-1',
    person: {
      id: 'uid-pharmacy',
      name: 'Sophie Dubois',
      role: 'pharmacy',
      avatarUrl: null,
      pharmacyName: 'Pharmacie du Parc',
    },
    permission: 'read',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** Matches an element's own text without the direction isolates around sizes and types (file-format.ts). */
export function plainText(text: string): Matcher {
  return (_content, element) =>
    element !== null &&
    Array.from(element.childNodes).some((n) => n.nodeType === 3) &&
    (element.textContent ?? '').replace(/[\u2068\u2069]/g, '') === text;
}
