import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@pharmacy/shared/schemas/accounts';

/** What is wrong with a picked file before it is sent: its type, then its size (the server checks again). */
export function checkImageFile(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
