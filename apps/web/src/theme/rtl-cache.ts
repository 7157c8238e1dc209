import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

// Two caches so switching direction swaps style sheets instead of re-creating one; the rtl one mirrors
// left/right, margins and paddings of every style (MUI's documented RTL setup).
export const ltrCache = createCache({ key: 'mui', prepend: true });

// No `prefixer` from the top-level stylis here: the app's stylis (4.4) is not the copy emotion runs on
// (4.2) and its prefixer crashes on emotion's rule objects (e.g. `::placeholder`). Without it the rtl sheet
// carries no vendor prefixes, which evergreen browsers do not need for MUI's styles.
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin], prepend: true });
