/**
 * Left-to-right pieces ("54 KB", "PDF") kept whole inside a right-to-left line, so Arabic shows "54 KB" and not
 * "KB 54" (first-strong isolate … pop directional isolate). Empty stays empty.
 */
export const isolate = (text: string) => (text ? `\u2068${text}\u2069` : '');
