import type { ReactNode } from 'react';
import { AccessGuard } from './access-guard';

export interface GuestGuardProps {
  children?: ReactNode;
}

/** Sign-in and registration: a signed-in person goes back where they were going, or to their home. */
export function GuestGuard({ children }: GuestGuardProps) {
  return <AccessGuard requirement={{ kind: 'guest' }}>{children}</AccessGuard>;
}
