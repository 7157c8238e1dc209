import type { GridSortModel } from '@mui/x-data-grid';

/**
 * The server lists sort by one key, `name` or `-name` (descending). Columns may be named differently from the
 * server's keys (`displayName` → `name`): `fieldToKey` maps them; unmapped columns use their field as the key.
 */
export function sortToModel(sort: string | undefined, fieldToKey: Readonly<Record<string, string>> = {}): GridSortModel {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const field = Object.entries(fieldToKey).find(([, k]) => k === key)?.[0] ?? key;
  return [{ field, sort: desc ? 'desc' : 'asc' }];
}

export function modelToSort(model: GridSortModel, fieldToKey: Readonly<Record<string, string>> = {}): string | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  const key = fieldToKey[first.field] ?? first.field;
  return first.sort === 'desc' ? `-${key}` : key;
}
