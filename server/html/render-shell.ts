import { BOOTSTRAP_GLOBAL } from '../../sync/api/bootstrap';
import type { Bootstrap } from '../../sync/api/bootstrap';

/** The marker in dist/index.html that the page bootstrap replaces. */
export const BOOTSTRAP_MARKER = '<!--app-bootstrap-->';

/**
 * JSON that is safe inside a <script> element: `<` becomes \u003c so no `</script>` or
 * `<!--` can end the script early; U+2028/2029 are escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderShell(template: string, bootstrap: Bootstrap): string {
  const script = `<script>window.${BOOTSTRAP_GLOBAL}=${scriptSafeJson(bootstrap)};</script>`;
  return template.includes(BOOTSTRAP_MARKER)
    ? template.replace(BOOTSTRAP_MARKER, () => script)
    : template.replace('</head>', () => `${script}</head>`);
}
