/**
 * The cached-profile benchmark's pages (./profile-bench.ts): the paint probe shared by the app
 * and the static page, and the static page itself (the same header and the same 12 images).
 * The functions given to Playwright are serialised: no imports, nothing from outside their bodies.
 */

/** A path of the app's origin no route has: the service worker serves it from its HTML cache (as benchmarks 9 and 13c). */
export const STATIC_PROFILE_PATH = '/__bench/profile/';
export const TILES = 12;

/** What the app's profile showed (read from its DOM after a visit), for the static page. */
export interface ProfileShown {
  username: string;
  /** The header's picture ('' when the app shows the letter). */
  avatar: string;
  counts: string[];
  fullName: string;
  tiles: string[];
}

export interface ProfilePaint {
  /** The start (the tap's click, or the navigation's start) → the frame that shows header and tiles is done, ms. */
  ms: number;
  /** → header and 12 tiles in the DOM with their images loaded, ms. */
  readyMs: number;
  /** → their images decoded (`img.decode()`), ms. */
  decodedMs: number;
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The baseline: the profile's header and its first 12 tiles as plain HTML and CSS, the app's class names (so one probe reads both). */
export function staticProfileHtml(p: ProfileShown): string {
  const avatar = p.avatar
    ? `<img class="avatar" src="${escape(p.avatar)}" width="88" height="88" alt="${escape(p.username)}'s profile picture">`
    : `<span class="avatar">${escape(p.username.slice(0, 1).toUpperCase())}</span>`;
  const tiles = p.tiles.map((src) => `<li><a href="#" aria-label="Open post"><img src="${escape(src)}" alt=""></a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(p.username)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;color:#262626}main{max-width:935px;margin:0 auto}
.profile__header{display:grid;grid-template-columns:88px 1fr;gap:16px;padding:16px}.avatar{width:88px;height:88px;border-radius:50%;background:#efefef;display:flex;align-items:center;justify-content:center;font-size:40px;object-fit:cover}
.profile__username{font-size:20px;font-weight:400;margin:0 0 12px}.profile__stats{display:flex;gap:24px;list-style:none;margin:0;padding:0}.profile__name{font-weight:600;margin:8px 0 0}
.post-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:3px;list-style:none;margin:0;padding:0}.post-grid li{aspect-ratio:1}.post-grid a{display:block;height:100%}.post-grid img{width:100%;height:100%;object-fit:cover;display:block}
</style></head><body><main><header class="profile__header"><div class="profile__avatar">${avatar}</div><section><h1 class="profile__username">${escape(p.username)}</h1><ul class="profile__stats">${p.counts.map((c) => `<li>${escape(c)}</li>`).join('')}</ul><p class="profile__name">${escape(p.fullName)}</p></section></header><ul class="post-grid" aria-label="Posts of ${escape(p.username)}">${tiles}</ul></main></body></html>`;
}

/**
 * An init script of every tab. `lumenProfileProbe.arm(username, fromClick)` starts waiting for
 * the frame that shows the profile's header (its username) and its first 12 tiles with their
 * images loaded and decoded (the avatar too, when it is a picture): each DOM change and each
 * image load is a chance; then the next animation frame and a task queued from it (the
 * post-paint marker of benchmarks 3 and 9). The clock starts at the next click (capture phase,
 * before the app's router) when `fromClick`, else at the navigation's start (the time origin).
 * The static page arms itself. The answer is `window.lumenProfilePaint`.
 */
export function installProfileProbe({ staticPath, tiles }: { staticPath: string; tiles: number }): void {
  const w = window as unknown as { lumenProfileProbe: unknown; lumenProfilePaint?: Promise<ProfilePaint> };
  const arm = (username: string | null, fromClick: boolean): Promise<ProfilePaint> =>
    new Promise<ProfilePaint>((resolve) => {
      let t0 = fromClick ? -1 : 0;
      let seen = false;
      const loaded = (img: HTMLImageElement | null): boolean => img === null || (img.complete && img.naturalWidth > 0);
      const check = (): void => {
        if (seen || t0 < 0) return;
        const h1 = document.querySelector('main .profile__header .profile__username');
        if (!h1 || (username !== null && h1.firstChild?.textContent !== username)) return;
        const avatar = document.querySelector<HTMLImageElement>('main .profile__header .profile__avatar img');
        const imgs = [...document.querySelectorAll<HTMLImageElement>('main ul.post-grid > li img')].slice(0, tiles);
        if (imgs.length < tiles || !loaded(avatar) || !imgs.every(loaded)) return;
        seen = true;
        observer.disconnect();
        document.removeEventListener('load', check, true);
        const readyMs = performance.now() - t0;
        void Promise.all([...imgs, ...(avatar ? [avatar] : [])].map((i) => i.decode().catch(() => undefined))).then(() => {
          const decodedMs = performance.now() - t0;
          requestAnimationFrame(() => {
            const after = new MessageChannel();
            after.port1.onmessage = () => resolve({ ms: performance.now() - t0, readyMs, decodedMs });
            after.port2.postMessage(0);
          });
        });
      };
      const observer = new MutationObserver(check);
      const start = (): void => {
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        document.addEventListener('load', check, true);
        check();
      };
      if (fromClick) {
        window.addEventListener('click', () => ((t0 = performance.now()), start()), { capture: true, once: true });
      } else start();
    });
  w.lumenProfileProbe = { arm: (username: string, fromClick: boolean) => void (w.lumenProfilePaint = arm(username, fromClick)) };
  if (location.pathname === staticPath) w.lumenProfilePaint = arm(null, false);
}
