import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DelayedFallback } from '../../components/lazy/delayed-fallback';
import { useAuth } from '../../lib/auth/use-auth';
import { decideAccess, type AccessRequirement } from './decide-access';
import { PendingScreen } from './pending-screen';

export interface AccessGuardProps {
  requirement: AccessRequirement;
  /** Without children the guard protects the nested routes (`<Outlet />`). */
  children?: ReactNode;
}

/** Applies `decideAccess` to the live session and location. */
export function AccessGuard({ requirement, children }: AccessGuardProps) {
  const session = useAuth();
  const location = useLocation();
  const decision = decideAccess(session, requirement, location);

  switch (decision.type) {
    case 'loading':
      return <DelayedFallback />;
    case 'pending':
      return <PendingScreen />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return children ?? <Outlet />;
  }
}
