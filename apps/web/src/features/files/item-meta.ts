import type { TFunction } from '../../lib/translator';
import type { Language } from '@pharmacy/shared/languages';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { fileSize, fileTypeName } from './file-format';

/** Under an item's name: how many items a folder holds, or a file's size and type. */
export function itemMeta(t: TFunction, item: FileItem, language: Language): string {
  if (item.kind === 'folder') return t('files.item.children', { count: item.childCount ?? 0 });
  return [item.size !== null ? fileSize(item.size, language) : '', fileTypeName(item.mimeType)]
    .filter(Boolean)
    .join(' · ');
}
