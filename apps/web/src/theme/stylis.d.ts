// stylis ships no types and @types/stylis is not installed; only what rtl-cache.ts and
// stylis-plugin-rtl's own declarations use.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: Middleware;
}
