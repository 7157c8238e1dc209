import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * `lazy` for a route whose page is a named export: `lazyPage(() => import('./x'), 'XPage')`.
 * The module is fetched on the first visit, so the first page load carries only what it shows.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyRouteFunction<RouteObject> {
  return () => load().then((module) => ({ Component: module[name] as ComponentType }));
}
