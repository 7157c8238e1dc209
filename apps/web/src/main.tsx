import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRouter } from './app/router';
import { initI18n } from './lib/i18n';

// The dictionary of the chosen language is loaded before the first paint, so no page flashes in English.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
