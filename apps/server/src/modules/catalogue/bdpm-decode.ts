/**
 * Turning the bytes of one BDPM file into lines of fields, whatever its encoding and line endings.
 * The BDPM files mix UTF-8 and Windows-1252 (see ../shared/data/bdpm/README.md), so the encoding is detected per file.
 */

export type DetectedEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedFile {
  encoding: DetectedEncoding;
  bom: boolean;
  lineEndings: 'lf' | 'crlf' | 'mixed' | 'none';
  text: string;
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F. Node's TextDecoder('windows-1252') decodes those bytes
// as Latin-1 control characters (0x92 becomes U+0092 instead of ’), so the table is spelt out here.
// The five bytes Windows-1252 leaves undefined keep their Latin-1 code point.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A BOM decides; otherwise valid UTF-8 is UTF-8 (plain ASCII included) and anything else is Windows-1252. */
export function decodeBdpmFile(bytes: Uint8Array): DecodedFile {
  let encoding: DetectedEncoding;
  let bom = false;
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    bom = true;
    encoding = 'utf-8';
    text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3));
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    bom = true;
    encoding = 'utf-16le';
    text = new TextDecoder('utf-16le', { ignoreBOM: true }).decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    bom = true;
    encoding = 'utf-16be';
    text = new TextDecoder('utf-16be', { ignoreBOM: true }).decode(bytes.subarray(2));
  } else {
    try {
      text = strictUtf8.decode(bytes);
      encoding = 'utf-8';
    } catch {
      text = decodeWindows1252(bytes);
      encoding = 'windows-1252';
    }
  }
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/\n/g) ?? []).length;
  const lineEndings = lf === 0 ? 'none' : crlf === lf ? 'crlf' : crlf === 0 ? 'lf' : 'mixed';
  return { encoding, bom, lineEndings, text };
}

export interface RawLine {
  /** 1-based line number in the file, for the report. */
  line: number;
  fields: string[];
}

/** Tab-separated lines; CR, LF or CRLF; blank lines skipped. Fields are trimmed (holders start with a space). */
export function splitLines(text: string): RawLine[] {
  const out: RawLine[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') continue;
    const fields = line.split('\t');
    for (let f = 0; f < fields.length; f++) fields[f] = fields[f].trim();
    out.push({ line: i + 1, fields });
  }
  return out;
}
