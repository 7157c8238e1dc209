/**
 * zod compiles object parsers with `new Function` when it may, and its probe for that is reported as a CSP violation
 * (the server forbids eval; Lighthouse counts it among best practices' inspector issues). `jitless` skips the probe.
 * Set through the global zod reads its config from (zod/v4/core/core.js), so the first page does not import zod.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
