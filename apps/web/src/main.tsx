import { StrictMode } from 'react';
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
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider queryClient={createQueryClient()}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
