import { useEffect, useLayoutEffect } from 'react';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';
import { htmlLangFor } from '../lib/language-tags';

/** Keeps `<html dir>` and `<html lang>` true, for screen readers, hyphenation and browser translation. */
export function useDocumentAttributes(direction: ThemeSettings['themeDirection'], language: string | undefined) {
  // Before the browser paints: a frame of the right-to-left theme under <html dir="ltr"> would flash mirrored.
  useLayoutEffect(() => {
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);
  useEffect(() => {
    document.documentElement.setAttribute('lang', htmlLangFor(language));
  }, [language]);
}
