const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML and XML, in an element or a quoted attribute: nothing anyone typed becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One line, so a value can never add a header or break a subject. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();
