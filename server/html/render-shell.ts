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

/** A value safe inside a double-quoted HTML attribute. */
function attributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page: the bootstrap script in place of the marker (or before </head>), and the page's
 * nonce (the bootstrap's, which the Content-Security-Policy of server/http/security-headers.ts
 * names) on every script element, the bootstrap's own included.
 */
export function renderShell(template: string, bootstrap: Bootstrap): string {
  const nonce = ` nonce="${attributeValue(bootstrap.nonce)}"`;
  const script = `<script${nonce}>window.${BOOTSTRAP_GLOBAL}=${scriptSafeJson(bootstrap)};</script>`;
  const page = template.replace(/<script\b/gi, `<script${nonce}`);
  return page.includes(BOOTSTRAP_MARKER)
    ? page.replace(BOOTSTRAP_MARKER, () => script)
    : page.replace('</head>', () => `${script}</head>`);
}

/**
 * The page with no bootstrap, only the nonce on its scripts: what `/index.html` answers, the
 * copy the service worker precaches as the last offline fallback of every app route. A
 * bootstrap there would be that of whoever was (or was not) logged in when the worker installed,
 * usually on the login page: served offline, or with the server down, it told the app nobody
 * was logged in and showed the login page (browser chaos, seed 600294989). Without one, the
 * app uses the last bootstrap it saw online (src/state/bootstrap.ts).
 */
export function renderBareShell(template: string, nonce: string): string {
  return template.replace(/<script\b/gi, `<script nonce="${attributeValue(nonce)}"`).replace(BOOTSTRAP_MARKER, '');
}
