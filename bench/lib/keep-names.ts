/**
 * tsx runs the bench's Node side with esbuild's keepNames: a function passed to
 * page.evaluate / addInitScript / waitForFunction that names inner functions carries calls to
 * esbuild's `__name` helper, which the page lacks. This init script gives every page of a
 * context the helper (it only names a function; nothing else changes).
 */
export const KEEP_NAMES_SHIM = {
  content: "globalThis.__name = globalThis.__name || ((fn, value) => Object.defineProperty(fn, 'name', { value, configurable: true }));",
};
