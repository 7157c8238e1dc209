import { matchPath } from 'react-router';

/** `exact`: this very page; `within`: a page below it (details, edit); `false`: elsewhere. */
export type NavMatch = 'exact' | 'within' | false;

export function matchNavPath(path: string, pathname: string): NavMatch {
  if (matchPath({ path, end: true }, pathname)) return 'exact';
  if (matchPath({ path, end: false }, pathname)) return 'within';
  return false;
}

/** aria-current for a navigation link: `page` on the page itself, `location` on a page below it. */
export function ariaCurrent(match: NavMatch): 'page' | 'location' | undefined {
  if (match === 'exact') return 'page';
  if (match === 'within') return 'location';
  return undefined;
}
