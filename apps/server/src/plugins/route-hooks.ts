import type { RouteOptions } from 'fastify';

/** Adds a hook to a route while it is being added (an `onRoute` hook), after any the route declares itself. */
export function appendRouteHook(
  route: RouteOptions,
  name: 'preHandler' | 'onSend' | 'onResponse',
  hook: (...args: never[]) => unknown,
): void {
  const current = route[name] as unknown;
  const list = current === undefined ? [] : Array.isArray(current) ? current : [current];
  (route as unknown as Record<string, unknown[]>)[name] = [...list, hook];
}
