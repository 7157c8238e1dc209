import type { FileItem, FileList } from '@pharmacy/shared/schemas/files';
import { call, multipart, type Person, type World } from '../orders/test-world';

/* Test-only: the file manager's calls as a person, failing loudly when a setup step does not succeed. */

export function uploadAs(w: World, who: Person | undefined, name: string, bytes: Buffer, query = '') {
  const body = multipart('file', name, bytes);
  return w.t.app.inject({
    method: 'POST',
    url: `/api/files/upload${query ? `?${query}` : ''}`,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    payload: body.payload,
  });
}

export async function uploaded(w: World, who: Person, name: string, bytes: Buffer, query = ''): Promise<FileItem> {
  const res = await uploadAs(w, who, name, bytes, query);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function folderOf(w: World, who: Person, name: string, parentId?: string, home: 'mine' | 'pharmacy' = 'mine'): Promise<FileItem> {
  const res = await call(w, 'POST', '/api/files/folders', who.cookie, { name, home, ...(parentId ? { parentId } : {}) });
  if (res.statusCode !== 201) throw new Error(`folder: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function listOf(w: World, who: Person, query = ''): Promise<FileList> {
  const res = await call(w, 'GET', `/api/files${query ? `?${query}` : ''}`, who.cookie);
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function sharedWith(w: World, owner: Person, kind: 'file' | 'folder', id: string, person: Person, permission: 'read' | 'edit' = 'read') {
  const res = await call(w, 'POST', '/api/files/shares', owner.cookie, { kind, id, personId: person.uid, permission });
  if (res.statusCode !== 201) throw new Error(`share: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; permission: string };
}

export const names = (list: FileList) => list.items.map((i) => i.name);
