import { Navigate, useLocation } from 'react-router';

export interface RedirectProps {
  to: string;
}

/** A route that only forwards, keeping the query (e.g. `/auth?returnTo=…` → `/auth/login?returnTo=…`). */
export function Redirect({ to }: RedirectProps) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
