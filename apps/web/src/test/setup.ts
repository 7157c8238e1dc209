import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTranslations } from '../lib/i18n';
import { TRANSLATION_PARTS } from '../locales/translation-parts';

// MUI's first render in jsdom is slow on a busy CI machine; wait for async UI longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Without `globals: true` Testing Library cannot register its own cleanup: unmount after every test.
afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; MUI (useMediaQuery, reduced motion) and sonner ask for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// Pages render here without their route's loader: every part of the dictionary is loaded by initI18n.
void loadTranslations(TRANSLATION_PARTS);
