/**
 * The app's script started after the first screen's frame (issue 16, benchmark 9). A page the
 * service worker serves with a first screen (./first-screen.ts) paints that screen from its own
 * markup; the app's module (≈ 520 KB) is not needed for it, yet its `<script type="module">`
 * in the head is fetched through this worker and compiled at once, on a machine of two cores
 * while the page is parsed and laid out. So that page gets, in place of the module script, a
 * small inline script at the end of its body that imports the same module after the first
 * frame (an animation frame, then a task), or at once in a hidden tab (which draws no frames).
 * A page served with its first screen's rules alone (./inline-stylesheet.ts) gets the build's
 * stylesheets from it too, before the module runs.
 *
 *   <script type="module" crossorigin nonce="N" src="/assets/index-….js"></script> (head)
 *     ──▶ <script nonce="N">…import("/assets/index-….js")…</script> (end of body)
 *
 * The policy: the page's Content-Security-Policy allows scripts from 'self' and with the page's
 * nonce (server/http/security-headers.ts); the server puts that nonce on every script of the
 * page (server/html/render-shell.ts), the module's included, and the inline script carries the
 * module script's own nonce: nothing is allowed that the page did not allow. A page whose module
 * script has no nonce while the page has a policy, or with other than one such script, is
 * served as it was.
 */

import { deferPictures, RESTORE_PICTURES } from './deferred-pictures';

/** The build's module script (Vite: `<script type="module" crossorigin src="/assets/….js">`, the server adds the nonce). */
const SCRIPT = /<script\b[^>]*><\/script>/gi;
const MODULE_TYPE = /\stype\s*=\s*"module"/i;
const SRC = /\ssrc\s*=\s*"(\/assets\/[\w.-]+\.js)"/i;
const NONCE = /\snonce\s*=\s*"([A-Za-z0-9+/=_-]+)"/i;

/**
 * The text of the inline start script for the module at `src` (a path checked by SRC), after
 * loading the stylesheets `sheets` (paths of the build's, sw/inline-stylesheet.ts `later`: the
 * page came with its first screen's rules only), each loaded or failed before the module runs.
 */
export function startScriptText(src: string, sheets: readonly string[] = []): string {
  const load = sheets.length === 0
    ? 'Promise.resolve()'
    : `Promise.all(${JSON.stringify(sheets)}.map((href)=>new Promise((done)=>{const l=document.createElement("link");l.rel="stylesheet";l.href=href;l.onload=l.onerror=()=>done();document.head.append(l);})))`;
  return [
    '(()=>{let started=false;',
    `const start=()=>{if(started)return;started=true;${RESTORE_PICTURES}${load}.then(()=>import(${JSON.stringify(src)})).catch((e)=>console.error("[first-screen] the app could not load",e));};`,
    'if(document.visibilityState==="hidden")start();',
    'else requestAnimationFrame(()=>setTimeout(start,0));',
    'document.addEventListener("visibilitychange",start,{once:true});})();',
  ].join('');
}

/** The build's module script of a page: its tag, path and nonce; null when there is not exactly one. */
export function moduleScriptOf(html: string): { tag: string; src: string; nonce: string | null } | null {
  const found: { tag: string; src: string; nonce: string | null }[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const tag = m[0];
    const src = SRC.exec(tag)?.[1];
    if (MODULE_TYPE.test(tag) && src !== undefined) found.push({ tag, src, nonce: NONCE.exec(tag)?.[1] ?? null });
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * The page's markup with its module script started after the first frame, and its pictures set
 * aside until then (./deferred-pictures.ts: the start script puts them back, so both come
 * together); null when it cannot be (see above).
 */
export function deferModuleScript(html: string, hasPolicy: boolean, sheets: readonly string[] = []): string | null {
  const script = moduleScriptOf(html);
  const end = html.lastIndexOf('</body>');
  if (script === null || end < 0 || (hasPolicy && script.nonce === null)) return null;
  const nonce = script.nonce === null ? '' : ` nonce="${script.nonce}"`;
  const start = `<script${nonce}>${startScriptText(script.src, sheets)}</script>`;
  const at = html.indexOf(script.tag);
  const without = html.slice(0, at) + html.slice(at + script.tag.length);
  const bodyEnd = without.lastIndexOf('</body>');
  return deferPictures(without.slice(0, bodyEnd)) + start + without.slice(bodyEnd);
}
