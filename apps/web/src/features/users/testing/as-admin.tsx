import type { ReactNode } from 'react';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';

/** The signed-in administrator the people pages are for (their menus offer what the lifecycle allows an admin). */
export const admin = testUser('admin');

/** `renderWithProviders`'s `around`: the pages inside an admin's session. */
export function asAdmin(children: ReactNode) {
  return <FakeAuth user={admin}>{children}</FakeAuth>;
}
