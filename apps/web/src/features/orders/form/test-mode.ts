/**
 * SPEC §3 "A test mode prefills sample values". Decided at build time, never by the server: the button exists in the
 * Vite dev server, in Vitest (MODE 'test') and in a bundle built with `VITE_TEST_MODE=true npm run build`
 * (vite.config.ts defines `__TEST_MODE__`). The production bundle that `npm start` builds and serves leaves it out
 * entirely (the constant folds to false and the code is dropped), whatever the server's settings.
 */
export const SAMPLE_DATA_ENABLED: boolean =
  import.meta.env.DEV || import.meta.env.MODE === 'test' || (typeof __TEST_MODE__ !== 'undefined' && __TEST_MODE__);
