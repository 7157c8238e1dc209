/** RFC 6266: an ASCII fallback and the exact UTF-8 name; `inline` for what the browser may show in place. */
export const contentDisposition = (name: string, disposition: 'attachment' | 'inline' = 'attachment') =>
  `${disposition}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
