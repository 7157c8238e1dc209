import type { ReactNode } from 'react';
import type { Role } from '@pharmacy/shared/roles';
import { AccessGuard } from './access-guard';
import type { Area } from './decide-access';

export interface RoleGuardProps {
  roles: readonly Role[];
  /** Inside the dashboard a refusal shows the dashboard's permission-denied page, elsewhere /403. */
  area: Area;
  children?: ReactNode;
}

export function RoleGuard({ roles, area, children }: RoleGuardProps) {
  return <AccessGuard requirement={{ kind: 'roles', area, roles }}>{children}</AccessGuard>;
}
