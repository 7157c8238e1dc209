import { render } from '@testing-library/react';
import { ThemeTestProviders } from '../../theme/theme-test-providers';
import { NotificationsProvider } from './notifications-provider';

/** Tests only: a page under the app's own NotificationsProvider, so its settings are what is proven. */
export function renderWithNotifications() {
  return render(
    <ThemeTestProviders>
      <NotificationsProvider>
        <p>page</p>
      </NotificationsProvider>
    </ThemeTestProviders>,
  );
}
