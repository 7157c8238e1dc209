import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app-routes';

export const router = createBrowserRouter(routes);

/** Rendered by the app provider, inside the theme, i18n, query and auth providers. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
