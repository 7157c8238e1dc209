import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { AuthProvider } from '../../../lib/auth/auth-provider';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderWithAuthOptions {
  /** The route pattern the element is mounted on. */
  path: string;
  /** The URL the memory router starts at. */
  url: string;
  wrapper?: (children: ReactNode) => ReactElement;
}

/** Test helper: the element on its route inside the app providers and the session; `location` shows where it went. */
export function renderWithAuth(element: ReactElement, { path, url, wrapper }: RenderWithAuthOptions) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { url, wrapper, around: (children) => <AuthProvider>{children}</AuthProvider> },
  );
}
