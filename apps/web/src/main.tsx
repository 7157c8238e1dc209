import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRouter } from './app/router';
import { initialSettings } from './components/settings/initial-settings';
import { initI18n } from './lib/i18n';
import { loadRtlCache } from './theme/rtl-cache';

// The dictionary of the chosen language (and, for a right-to-left page, the rtl styles) is loaded before the first
// paint, so no page flashes in English or mirrored.
void initI18n()
  .then(() => (initialSettings().themeDirection === 'rtl' ? loadRtlCache() : undefined))
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition renders in slices that yield to the browser between them, so the first render is not one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider queryClient={createQueryClient()}>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      ),
    );
  });
