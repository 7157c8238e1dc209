import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Two caches so switching direction swaps style sheets instead of re-creating one; the rtl one mirrors
// left/right, margins and paddings of every style (MUI's documented RTL setup).
export const ltrCache = createCache({ key: 'mui', prepend: true });
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });
