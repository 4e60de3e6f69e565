/**
 * Runs in the browser before any of the app's code (Next's instrumentation-client). Zod is told not
 * to compile its parsers with `new Function` (`jitless`) before it loads: the CSP's script-src has no
 * 'unsafe-eval' (server/bff/proxy/security-headers.ts), so zod's probe for eval support, made when
 * the first object schema is built, was a CSP violation on every page (Chrome's Issues panel,
 * Lighthouse's best-practices "inspector-issues"), though zod catches the error.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js, the object
 * `z.config()` writes) and adopts an existing one, so setting the key here costs no import: this
 * file is part of every page's first load. tests/e2e/browser-clean.spec.ts fails when a page
 * reports a CSP violation again.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
