import { useEffect, useState } from 'react';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';

// Two caches so switching direction swaps style sheets instead of re-creating one; the rtl one mirrors
// left/right, margins and paddings of every style (MUI's documented RTL setup).
export const ltrCache = createCache({ key: 'mui', prepend: true });

let rtlCache: EmotionCache | undefined;

/**
 * The rtl cache and its stylis plugin (with cssjanus) are fetched only when a page is first shown right to left:
 * most visitors never need them. main.tsx awaits this before the first render when the stored settings say rtl.
 */
export async function loadRtlCache(): Promise<EmotionCache> {
  if (rtlCache) return rtlCache;
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  // No `prefixer` from the top-level stylis here: the app's stylis (4.4) is not the copy emotion runs on
  // (4.2) and its prefixer crashes on emotion's rule objects (e.g. `::placeholder`). Without it the rtl sheet
  // carries no vendor prefixes, which evergreen browsers do not need for MUI's styles.
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin], prepend: true });
  return rtlCache;
}

export interface DirectionCache {
  /** The direction the page is drawn in: rtl once its cache has arrived, ltr until then. */
  direction: ThemeSettings['themeDirection'];
  cache: EmotionCache;
}

/** The emotion cache for the wanted direction; a switch to rtl takes effect (theme, cache, `<html dir>`) together. */
export function useDirectionCache(wanted: ThemeSettings['themeDirection']): DirectionCache {
  const [rtl, setRtl] = useState(rtlCache);
  useEffect(() => {
    if (wanted !== 'rtl' || rtl) return;
    let live = true;
    void loadRtlCache().then((cache) => live && setRtl(cache));
    return () => {
      live = false;
    };
  }, [wanted, rtl]);
  return wanted === 'rtl' && rtl ? { direction: 'rtl', cache: rtl } : { direction: 'ltr', cache: ltrCache };
}
