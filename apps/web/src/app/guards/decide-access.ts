import { isStaffRole, type AccountStatus, type Role } from '@pharmacy/shared/roles';
import { paths } from '../../config/paths';
import { getSafeReturnTo } from '../../features/auth/utils/return-to';

/** What the guards need to know about the session (SPEC §3 Session). */
export interface AccessSession {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: { role: Role; status: AccountStatus } | null;
}

export interface AccessLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The area a route lives in decides where a wrong role is sent. */
export type Area = 'dashboard' | 'customer' | 'public';

export type AccessRequirement =
  /** Sign-in and registration: signed-in people have nothing to do there. */
  | { kind: 'guest' }
  /** Any signed-in, approved person of the area's audience (staff in /dashboard, customers in /my). */
  | { kind: 'signed-in'; area: Area }
  /** Only these roles. */
  | { kind: 'roles'; area: Area; roles: readonly Role[] };

export type AccessDecision =
  | { type: 'loading' }
  | { type: 'allow' }
  /** Signed in but not approved (pending or suspended): only the waiting page. */
  | { type: 'pending' }
  | { type: 'redirect'; to: string };

/** Where a signed-in person belongs. */
export function homeFor(role: Role): string {
  return isStaffRole(role) ? paths.dashboard.root : paths.my.dashboard;
}

function deniedPath(area: Area): string {
  return area === 'dashboard' ? paths.dashboard.permissionDenied : paths.page403;
}

/** The guards' whole policy as one pure function, so every branch is unit-tested without a browser. */
export function decideAccess(
  session: AccessSession,
  requirement: AccessRequirement,
  location: AccessLocation,
): AccessDecision {
  if (!session.isInitialized) return { type: 'loading' };
  const user = session.isAuthenticated ? session.user : null;

  if (requirement.kind === 'guest') {
    if (!user) return { type: 'allow' };
    const query = new URLSearchParams(location.search);
    // A pharmacy account opening a colleague's invitation link (/auth/register?invite=…) accepts it on its settings
    // page (or, while pending, on the waiting page) instead of registering again.
    const invite = query.get('invite');
    if (invite && user.role === 'pharmacy') {
      return { type: 'redirect', to: `${paths.dashboard.pharmacy.account}?invite=${encodeURIComponent(invite)}` };
    }
    const returnTo = getSafeReturnTo(query.get('returnTo'));
    return { type: 'redirect', to: returnTo ?? homeFor(user.role) };
  }

  if (!user) {
    return { type: 'redirect', to: paths.auth.loginReturnTo(`${location.pathname}${location.search}${location.hash}`) };
  }
  if (user.status !== 'active') return { type: 'pending' };

  // Each audience has its own area: customers never see the dashboard, staff never the customer pages.
  if (requirement.area === 'dashboard' && !isStaffRole(user.role)) return { type: 'redirect', to: paths.my.dashboard };
  if (requirement.area === 'customer' && isStaffRole(user.role)) return { type: 'redirect', to: paths.dashboard.root };

  if (requirement.kind === 'roles' && !requirement.roles.includes(user.role)) {
    return { type: 'redirect', to: deniedPath(requirement.area) };
  }
  return { type: 'allow' };
}
