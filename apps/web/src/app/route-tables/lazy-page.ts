import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadTranslations } from '../../lib/i18n';
import { ROUTE_DEFAULT_PARTS } from '../../locales/translation-parts';
import type { TranslationPart } from '../../locales/translation-parts';

/**
 * `lazy` for a route whose page is a named export: `lazyPage(() => import('./x'), 'XPage')`.
 * The module is fetched on the first visit, so the first page load carries only what it shows, together with the
 * parts of the dictionary the page needs (ROUTE_DEFAULT_PARTS unless the route names others).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  translations: readonly TranslationPart[] = ROUTE_DEFAULT_PARTS,
): LazyRouteFunction<RouteObject> {
  return () =>
    Promise.all([load(), loadTranslations(translations)]).then(([module]) => ({
      Component: module[name] as ComponentType,
    }));
}

/** The shell's texts only (sign-in, settings, errors, validation). */
export const CORE_TEXTS: readonly TranslationPart[] = ['core'];
/** The shell's texts and the template pages'. */
export const PAGE_TEXTS: readonly TranslationPart[] = ['core', 'pages'];
/** The shell's texts and the working screens' (a form of the product's own, no template page texts). */
export const WORK_TEXTS: readonly TranslationPart[] = ['core', 'work'];
/** The file manager. */
export const FILE_TEXTS: readonly TranslationPart[] = ['core', 'files'];
/** The dashboards of issue 19. */
export const DASHBOARD_TEXTS: readonly TranslationPart[] = ['core', 'dashboards'];
