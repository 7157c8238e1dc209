import type { ReactNode } from 'react';
import { AccessGuard } from './access-guard';
import type { Area } from './decide-access';

export interface AuthGuardProps {
  /** `dashboard` admits staff only, `customer` customers only, `public` anyone signed in. */
  area: Area;
  children?: ReactNode;
}

/** Signed-out visitors go to the sign-in page with `returnTo`; pending accounts see the waiting page. */
export function AuthGuard({ area, children }: AuthGuardProps) {
  return <AccessGuard requirement={{ kind: 'signed-in', area }}>{children}</AccessGuard>;
}
