import { constants, inflateSync } from 'node:zlib';

/**
 * Names that make a PDF do something rather than show something: scripts, actions that open other files or send
 * data, attached files, Flash/3D media and XFA forms. A prescription needs none of them. `/OpenAction` and `/AA`
 * are harmless alone (a scanner's "open at page 1"); what they point at is one of these.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
]);

/** Inflated bytes allowed for the whole file: a 10 MB upload must not become gigabytes (a zip bomb). */
const INFLATE_BUDGET = 64 * 1024 * 1024;

// A name runs from "/" to the next white-space or delimiter (PDF 32000-1, 7.3.5).
// eslint-disable-next-line no-control-regex
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;

/** A name as the reader sees it: `#xx` is the byte xx, so `/J#61vaScript` is `/JavaScript`. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) => decodeName(m[1]!));
}

class PdfUncheckable extends Error {}

function asciiHex(data: Buffer): Buffer {
  const hex = data.toString('latin1').replace(/\s+/g, '').split('>')[0]!;
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/\s+/g, '').replace(/^<~/, '').split('~>')[0]!;
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((v, c) => v * 85 + c, 0);
    out.push(...[value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].slice(0, count));
    group = [];
  };
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (ch >= '!' && ch <= 'u') {
      group.push(ch.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    } else throw new PdfUncheckable('bad ASCII85 data');
  }
  if (group.length > 0) flush(group.length - 1);
  return Buffer.from(out);
}

/** The first group of the last match: the entry nearest the stream wins over an earlier one. */
const lastMatch = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].pop()?.[1];

/** Undoes the row predictors (PNG 10–15, TIFF 2 at 8 bits) a Flate stream may carry, which would hide names. */
function unpredict(data: Buffer, dictionary: string, predictor: number): Buffer {
  const number = (key: string, fallback: number) =>
    Number(lastMatch(dictionary, new RegExp(`/${key}\\s+(\\d+)`, 'g')) ?? fallback);
  const colors = number('Colors', 1);
  const bits = number('BitsPerComponent', 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * number('Columns', 1)) / 8);
  if (predictor === 2) {
    if (bits !== 8) throw new PdfUncheckable('a TIFF predictor below 8 bits');
    const out = Buffer.from(data);
    for (let i = 0; i < out.length; i++)
      if (i % rowBytes >= pixelBytes) out[i] = (out[i]! + out[i - pixelBytes]!) & 255;
    return out;
  }
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  let previous = Buffer.alloc(rowBytes);
  for (let row = 0; row < rows; row++) {
    const input = data.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
    const filter = data[row * (rowBytes + 1)]!;
    const line = out.subarray(row * rowBytes, (row + 1) * rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= pixelBytes ? line[i - pixelBytes]! : 0;
      const up = previous[i]!;
      const upLeft = i >= pixelBytes ? previous[i - pixelBytes]! : 0;
      let base = 0;
      if (filter === 1) base = left;
      else if (filter === 2) base = up;
      else if (filter === 3) base = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        base = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      line[i] = (input[i]! + base) & 255;
    }
    previous = line;
  }
  return out;
}

/** Filters that only ever hold pixels: what they decode to is an image, never objects. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

function inflate(data: Buffer, budget: { left: number }): Buffer {
  if (budget.left <= 0) throw new PdfUncheckable('inflates past the limit');
  let bytes: Buffer;
  try {
    // Lenient like the readers: a stream cut short still yields what it holds.
    bytes = inflateSync(data, { maxOutputLength: budget.left, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') budget.left = 0;
    throw new PdfUncheckable('a compressed stream does not inflate, or inflates past the limit');
  }
  budget.left -= bytes.length;
  return bytes;
}

/** The stream's data with its filters undone; null for pixels; PdfUncheckable for a filter we do not decode. */
function decodeStream(dictionary: string, data: Buffer, budget: { left: number }): Buffer | null {
  const filters = namesIn(lastMatch(dictionary, /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]*)/g) ?? '');
  let bytes = data;
  for (const filter of filters) {
    if (IMAGE_FILTERS.has(filter)) return null;
    if (filter === 'FlateDecode' || filter === 'Fl') {
      bytes = inflate(bytes, budget);
      const predictor = Number(lastMatch(dictionary, /\/Predictor\s+(\d+)/g) ?? 1);
      if (predictor > 1) bytes = unpredict(bytes, dictionary, predictor);
    } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') bytes = asciiHex(bytes);
    else if (filter === 'ASCII85Decode' || filter === 'A85') bytes = ascii85(bytes);
    else throw new PdfUncheckable(`the ${filter} filter`);
  }
  return bytes;
}

const activeName = (bytes: Buffer | string) =>
  namesIn(typeof bytes === 'string' ? bytes : bytes.toString('latin1')).find((name) => ACTIVE_NAMES.has(name));
// An object header: inside pixels or compressed bytes it is no accident, and a reader sent there by the
// cross-reference table would read what follows as an object.
const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/;

/**
 * The first active feature of a PDF (a name from ACTIVE_NAMES); 'uncheckable' when a stream that may hold objects
 * cannot be read (a filter we do not decode, encrypted data, more than the inflate budget); null for a PDF that
 * only shows pages. Names are read after their #xx escapes: everywhere outside stream data (strings and comments
 * included: a reader sent to an offset may see an object where a linear reading sees a string), and inside every
 * stream once decoded, since object streams hold whole dictionaries. Pixels are not read for names (random bytes
 * spell "/JS" now and then) unless they carry an object header. A zlib stream under another label is read inflated
 * too. This reads the file as it is laid out, not as a reader may jump through it: what a crafted file can still
 * hide, the download's `attachment` + `nosniff` contain.
 */
export function findPdfActiveContent(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const budget = { left: INFLATE_BUDGET };
  const keyword = /\bstream\r?\n/g;
  let previousEnd = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    // Between the previous stream and this one: plain objects, then this stream's dictionary.
    const head = text.slice(previousEnd, match.index);
    const inHead = activeName(head);
    if (inHead) return inHead;
    const dataStart = match.index + match[0].length;
    const endAt = text.indexOf('endstream', dataStart);
    const dataEnd = endAt < 0 ? text.length : endAt;
    previousEnd = keyword.lastIndex = endAt < 0 ? text.length : endAt + 'endstream'.length;
    // latin1 maps bytes to characters one to one: these are the stream's bytes, less the end of line before "endstream".
    const data = pdf.subarray(
      dataStart,
      dataEnd - (text.startsWith('\r\n', dataEnd - 2) ? 2 : text[dataEnd - 1] === '\n' ? 1 : 0),
    );
    const names = namesIn(head);
    // An image is not decoded (a scan's pages inflate to hundreds of megabytes), only looked at for object headers.
    let pixels = names.includes('Image') && !names.includes('ObjStm') && !names.includes('First');
    const candidates: Buffer[] = [data];
    if (!pixels) {
      try {
        const decoded = decodeStream(head, data, budget);
        if (decoded === null) pixels = true;
        else if (decoded !== data) candidates.push(decoded);
      } catch (error) {
        if (!(error instanceof PdfUncheckable)) throw error;
        return 'uncheckable';
      }
    }
    if (!pixels && candidates.length === 1 && data[0] === 0x78) {
      try {
        candidates.push(inflate(data, budget));
      } catch {
        if (budget.left <= 0) return 'uncheckable';
      }
    }
    for (const [index, bytes] of candidates.entries()) {
      // The raw bytes of a filtered stream and decoded pixels are noise unless they hold an object header.
      const noise = (index === 0 && candidates.length > 1) || pixels;
      const content = bytes.toString('latin1');
      if (noise && !OBJECT_HEADER.test(content)) continue;
      const inside = activeName(content);
      if (inside) return inside;
    }
  }
  return activeName(text.slice(previousEnd)) ?? null;
}
