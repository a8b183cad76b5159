import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startScriptText } from './deferred-start';
import { firstScreenAnswer } from './first-screen-page';
import type { PageWithFirstScreen } from './first-screen';

/** A page as the build and server/html/render-shell.ts write it, with a first screen in its root. */
const HTML =
  '<!doctype html><html><head><title>Lumen</title>' +
  '<script nonce="n1" type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B.css">' +
  '</head><body><div id="root" data-first-screen="" inert aria-hidden="true"><main class="feed">hi</main></div></body></html>';
const POLICY = "default-src 'self'; script-src 'self' 'nonce-n1'; style-src 'self'";
const WHOLE = '.feed{color:red}.dialog{color:blue}';
const RULES = '.feed{color:red}';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const found = (policy: string | null = POLICY): PageWithFirstScreen => ({
  html: HTML,
  markup: '<main class="feed">hi</main>',
  headers: new Headers(policy === null ? {} : { 'content-security-policy': policy }),
});
const read = (href: string) => Promise.resolve(href === '/assets/index-B.css' ? WHOLE : undefined);

describe('firstScreenAnswer', () => {
  it('with rules kept for the markup: those inline (their hash allowed), the stylesheet and then the module after the first frame', async () => {
    const out = await firstScreenAnswer(found(), RULES, read);
    expect(out.html).toContain(`<style>${RULES}</style>`);
    expect(out.html).not.toContain('<link rel="stylesheet"');
    expect(out.html).not.toContain('type="module"');
    expect(out.html).toContain(`<script nonce="n1">${startScriptText('/assets/index-A.js', ['/assets/index-B.css'])}</script></body>`);
    expect(out.policy).toBe(`${POLICY.replace("style-src 'self'", `style-src 'self' ${hash(RULES)}`)}`);
  });

  it('without: the whole stylesheet inline, the module after the first frame', async () => {
    const out = await firstScreenAnswer(found(), undefined, read);
    expect(out.html).toContain(`<style>${WHOLE}</style>`);
    expect(out.html).toContain(`<script nonce="n1">${startScriptText('/assets/index-A.js')}</script></body>`);
    expect(out.policy).toContain(hash(WHOLE));
  });

  it('rules that cannot go inline, or a module script that cannot be deferred: the whole stylesheet stays', async () => {
    expect((await firstScreenAnswer(found(), '.a{content:"</style>"}', read)).html).toContain(`<style>${WHOLE}</style>`);
    const noNonce = { ...found(), html: HTML.replace(' nonce="n1"', '') };
    const out = await firstScreenAnswer(noNonce, RULES, read);
    expect(out.html).toContain(`<style>${WHOLE}</style>`);
    expect(out.html).toContain('<script type="module"');
  });

  it('a stylesheet that cannot be read: the page with its link, the module deferred, the policy as it was', async () => {
    const out = await firstScreenAnswer(found(), undefined, () => Promise.resolve(undefined));
    expect(out.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-B.css">');
    expect(out.html).toContain(startScriptText('/assets/index-A.js'));
    expect(out.policy).toBe(POLICY);
  });
});
