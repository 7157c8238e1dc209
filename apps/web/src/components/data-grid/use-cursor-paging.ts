import { useState } from 'react';

/**
 * Page-by-page walking of a cursor list: the cursor of every page seen is kept so "previous" works, and a change
 * of `resetKey` (new filters) starts again at the first page.
 */
export function useCursorPaging(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, page: 0, cursors: [''] });
  const current = state.key === resetKey ? state : { key: resetKey, page: 0, cursors: [''] };
  if (current !== state) setState(current);
  return {
    page: current.page,
    cursor: current.cursors[current.page] ?? '',
    /** Moves to `page`; going forward needs the `nextCursor` of the page shown. */
    goTo(page: number, nextCursor: string | null) {
      setState((s) => {
        const cursors = [...s.cursors];
        if (page === s.page + 1 && nextCursor) cursors[page] = nextCursor;
        return cursors[page] === undefined ? s : { ...s, page, cursors };
      });
    },
  };
}
