import sharp from 'sharp';
import type { OrderFile } from '@pharmacy/shared/schemas/order';
import { badRequest } from './errors';
import { findPdfActiveContent } from './pdf-active-content';

/** Longest side of a stored prescription photo: a 12-megapixel phone photo (4032 px) passes untouched, text stays sharp. */
export const PRESCRIPTION_IMAGE_MAX_SIDE = 4096;

const fileError = (message: string, key: string) => badRequest(message, { file: key });

/**
 * What is stored of an upload whose first bytes said `type`. An image is decoded and encoded anew in its own format:
 * only its pixels survive (no trailing bytes after the image, no metadata such as the place it was taken), turned
 * upright, at most PRESCRIPTION_IMAGE_MAX_SIDE pixels. A PDF is kept as it is unless it can act (scripts, actions,
 * attached files, forms that send), which is refused.
 */
export async function cleanUpload(bytes: Buffer, type: OrderFile['mimeType']): Promise<Buffer> {
  if (type === 'application/pdf') {
    if (findPdfActiveContent(bytes)) {
      throw fileError(
        'This PDF contains scripts, actions, attached files or parts that cannot be checked: print it to a new PDF or send a photo.',
        'validation.pdfActiveContent',
      );
    }
    return bytes;
  }
  try {
    // 120 megapixels admits a 108-megapixel phone photo and refuses a decompression bomb hidden in 10 MB.
    const image = sharp(bytes, { limitInputPixels: 120_000_000 })
      .rotate()
      .resize(PRESCRIPTION_IMAGE_MAX_SIDE, PRESCRIPTION_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (type === 'image/jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (type === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    throw fileError('This image is damaged and cannot be read.', 'validation.imageBroken');
  }
}
