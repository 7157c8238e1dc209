import type { OrderFile } from '@pharmacy/shared/schemas/order';

type MimeType = OrderFile['mimeType'];

/** The type a file really has, from its first bytes (never from its name or the browser's claim), or null. */
export function detectFileType(head: Buffer): MimeType | null {
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const EXTENSIONS: Record<MimeType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/**
 * Whether the name's extension (if it has one we know) agrees with the content: a PNG called "x.pdf" is refused,
 * so nobody opens as a PDF what is not one. A name without a known extension gets the right one on download.
 */
export function extensionMatches(name: string, type: MimeType): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return true;
  const extension = name.slice(dot + 1).toLowerCase();
  const known = Object.values(EXTENSIONS).some((list) => list.includes(extension));
  return !known || EXTENSIONS[type].includes(extension);
}

/** A name safe to store and to send back in Content-Disposition: no path, no control characters, bounded length. */
export function cleanFileName(raw: string | undefined, type: MimeType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 150);
  if (name === '' || name.startsWith('.')) name = `prescription${name}`;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return EXTENSIONS[type].includes(extension) ? name : `${name}.${EXTENSIONS[type][0]}`;
}
