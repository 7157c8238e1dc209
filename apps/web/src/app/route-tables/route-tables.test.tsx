import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_ACCESS } from '../../config/access';
import { collectPatterns, paths } from '../../config/paths';
import { AuthGuard } from '../guards/auth-guard';
import { GuestGuard } from '../guards/guest-guard';
import { RoleGuard, type RoleGuardProps } from '../guards/role-guard';
import { authRoutes } from './auth-routes';
import { customerRoutes } from './customer-routes';
import { dashboardRoutes } from './dashboard-routes';
import { publicRoutes } from './public-routes';
import { Redirect } from './redirect';
import { Page404 } from '../routes/errors/error-pages';

const ERROR_PATHS: string[] = [paths.page403, paths.page404, paths.page500, '*'];

const all: RouteObject[] = [...authRoutes, ...customerRoutes, ...dashboardRoutes, ...publicRoutes];

interface Mounted {
  path: string;
  route: RouteObject;
  /** Elements of the routes above it, outermost first. */
  wrappers: unknown[];
}

function walk(routes: RouteObject[], wrappers: unknown[] = []): Mounted[] {
  return routes.flatMap((route) => {
    const here = route.path ? [{ path: route.path, route, wrappers }] : [];
    const nextWrappers = route.element ? [...wrappers, route.element] : wrappers;
    return [...here, ...walk(route.children ?? [], nextWrappers)];
  });
}

const mounted = walk(all);
const isElementOf = (element: unknown, type: unknown) => isValidElement(element) && element.type === type;

describe('route tables', () => {
  it('mount every path of config/paths exactly once', () => {
    const mountedPaths = mounted.map((entry) => entry.path).filter((path) => path !== '*');
    for (const pattern of collectPatterns(paths)) {
      expect(mountedPaths.filter((path) => path === pattern), pattern).toHaveLength(1);
    }
    expect(mountedPaths.filter((path) => !collectPatterns(paths).includes(path))).toEqual([]);
  });

  it('answer unknown addresses with the 404 page', () => {
    const catchAll = mounted.find((entry) => entry.path === '*');
    expect(catchAll?.route.Component).toBe(Page404);
  });

  it('put every dashboard page behind the staff guard and its own role rule', () => {
    const pages = mounted.filter((entry) => entry.path.startsWith(`${paths.dashboard.root}/`));
    expect(pages.length).toBe(Object.keys(DASHBOARD_ACCESS).length - 1);
    for (const page of pages) {
      expect(page.wrappers.some((element) => isElementOf(element, AuthGuard)), page.path).toBe(true);
      const guard = page.route.element;
      expect(isElementOf(guard, RoleGuard), page.path).toBe(true);
      const props = (guard as { props: RoleGuardProps }).props;
      expect(props.roles, page.path).toEqual(DASHBOARD_ACCESS[page.path]);
      expect(props.area).toBe('dashboard');
    }
  });

  it('guard the customer area with the customer guard', () => {
    for (const path of [paths.my.dashboard, paths.my.account, paths.my.order, paths.my.chat.root, paths.my.chat.new, paths.my.chat.conversation.pattern, paths.my.mail]) {
      const entry = mounted.find((item) => item.path === path);
      expect(entry?.wrappers.some((element) => isElementOf(element, AuthGuard))).toBe(true);
    }
  });

  it('keep signed-in people off sign-in and registration, but not off the -unprotected variants', () => {
    const guarded = (path: string) =>
      mounted.find((entry) => entry.path === path)?.wrappers.some((element) => isElementOf(element, GuestGuard));
    expect(guarded(paths.auth.login)).toBe(true);
    expect(guarded(paths.auth.register)).toBe(true);
    expect(guarded(paths.auth.loginUnprotected)).toBe(false);
    expect(guarded(paths.auth.registerUnprotected)).toBe(false);
  });

  it('load every page lazily, so the first load stays small', () => {
    // A page is a mounted path rendering either a lazy component or (behind its guard) a lazy index child.
    const leaves = mounted.filter((entry) => !isElementOf(entry.route.element, AuthGuard));
    for (const entry of leaves) {
      if (isElementOf(entry.route.element, Redirect)) continue;
      // The error pages ship with the first chunk: the error boundary shows them when a chunk fails to load.
      if (ERROR_PATHS.includes(entry.path)) continue;
      const page = entry.route.children?.find((child) => child.index) ?? entry.route;
      expect(page.lazy, entry.path).toBeTypeOf('function');
    }
    expect(leaves.length).toBeGreaterThan(80);
  });
});
