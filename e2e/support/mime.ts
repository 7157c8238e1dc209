/**
 * A small MIME reader for the messages our own server sends (nodemailer output): headers, RFC 2047
 * encoded words, nested multiparts, base64 and quoted-printable bodies. Enough to read a subject, the
 * text and the HTML of a verification or reset e-mail without another dependency.
 */
export interface ParsedMail {
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string; // latin1 "binary" string: one char per byte
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParams(value: string): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    params.set(item.slice(0, eq).trim().toLowerCase(), item.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function quotedPrintable(body: string, underscoreIsSpace = false): Buffer {
  const text = (underscoreIsSpace ? body.replace(/_/g, ' ') : body).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`; blanks between adjacent encoded words vanish. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, data: string) =>
      decodeBytes(
        encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data, true),
        charset,
      ),
    );
}

function leafText(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParams(part.headers.get('content-type') ?? '').params.get('charset');
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintable(part.body), charset);
  return decodeBytes(Buffer.from(part.body, 'latin1'), charset);
}

function collect(part: Part, out: { text: string; html: string }): void {
  const { type, params } = headerParams(part.headers.get('content-type') ?? 'text/plain');
  const boundary = params.get('boundary');
  if (type.startsWith('multipart/') && boundary) {
    const sections = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // sections[0] is the preamble; the closing delimiter leaves a section starting with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^[ \t]*\r?\n/, '')), out);
    }
    return;
  }
  if ((part.headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment')) return;
  if (type === 'text/plain' && !out.text) out.text = leafText(part);
  if (type === 'text/html' && !out.html) out.html = leafText(part);
}

export function parseMail(raw: Buffer): ParsedMail {
  const root = splitPart(raw.toString('latin1'));
  const out = { text: '', html: '' };
  collect(root, out);
  const header = (name: string) => decodeHeader(decodeBytes(Buffer.from(root.headers.get(name) ?? '', 'latin1')));
  return { subject: header('subject'), from: header('from'), to: header('to'), ...out };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

/** Every http(s) address in the HTML hrefs and the plain text, in order, without duplicates. */
export function extractLinks(mail: Pick<ParsedMail, 'text' | 'html'>): string[] {
  const hrefs = [...mail.html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities(m[1] ?? m[2] ?? ''));
  const inText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...inText].filter((link) => /^https?:\/\//i.test(link)))];
}
