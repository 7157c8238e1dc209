/**
 * A message body is plain text: it is cut into text and http(s) links, which React renders as text and anchors
 * (never as HTML). Anything else that looks like an address (javascript:, mailto:, www.) stays text.
 */
export type LinkifyPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence more often than an address. */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/;

function trimTrailing(url: string): string {
  let result = url.replace(TRAILING, '');
  // Keep a closing parenthesis that the address itself opened (Wikipedia style).
  const trimmed = url.slice(result.length);
  if (trimmed.startsWith(')') && (result.match(/\(/g)?.length ?? 0) > (result.match(/\)/g)?.length ?? 0)) result += ')';
  return result;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function linkify(body: string): LinkifyPart[] {
  const parts: LinkifyPart[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const prev = parts.at(-1);
    if (prev?.type === 'text') prev.text += text;
    else parts.push({ type: 'text', text });
  };
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = trimTrailing(match[0]);
    push(body.slice(last, start));
    if (isHttpUrl(url)) parts.push({ type: 'link', text: url, href: url });
    else push(url);
    last = start + url.length;
  }
  push(body.slice(last));
  return parts;
}
