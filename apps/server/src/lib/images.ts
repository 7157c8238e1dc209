import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_SIZE } from '@pharmacy/shared/schemas/accounts';
import { badRequest } from './errors';
import { detectFileType } from './file-type';
import type { FileStore } from './storage';

/** Storage folder of avatars and logos; served by GET /api/images/:key. */
export const IMAGE_FOLDER = 'images';

/** The frame an image is fitted to (cropped where it matters most) and its WebP quality. */
export interface ImageFrame {
  width: number;
  height: number;
  quality: number;
}
const SQUARE: ImageFrame = { width: IMAGE_SIZE, height: IMAGE_SIZE, quality: 82 };

/**
 * An uploaded avatar, logo or cover: the bytes must really be PNG, JPEG or WebP (the declared type is not trusted),
 * within the size limit and decodable; it is stored fitted to `frame` (square IMAGE_SIZE pixels by default) as WebP
 * with its metadata (location, camera) stripped. Returns the storage key.
 */
export async function storeImage(storage: FileStore, bytes: Buffer, field = 'file', frame: ImageFrame = SQUARE): Promise<string> {
  if (bytes.length === 0) throw badRequest('The file is empty.', { [field]: 'validation.fileEmpty' });
  if (bytes.length > IMAGE_MAX_BYTES)
    throw badRequest('The image is larger than 5 MB.', { [field]: 'validation.fileTooLarge' });
  const type = detectFileType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') {
    throw badRequest('Choose a PNG, JPEG or WebP image.', { [field]: 'validation.imageType' });
  }
  let resized: Buffer;
  try {
    resized = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(frame.width, frame.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: frame.quality })
      .toBuffer();
  } catch {
    throw badRequest('This image cannot be read.', { [field]: 'validation.imageBroken' });
  }
  const key = `${IMAGE_FOLDER}/${randomUUID()}.webp`;
  await storage.put(key, resized);
  return key;
}

/** The address the browser loads an image from. */
export function imageUrl(key: string | null): string | null {
  return key ? `/api/${key}` : null;
}
