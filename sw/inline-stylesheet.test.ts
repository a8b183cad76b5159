import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowStyleHashes, INLINE_STYLESHEET_MAX_BYTES, inlineStylesheetText, isInlinableCss, sha256Base64, stylesheetLinks } from './inline-stylesheet';

/** A page as the build and server/html/render-shell.ts write it, with a first screen in its root. */
const PAGE =
  '<!doctype html><html><head><title>Lumen</title>' +
  '<script nonce="n1" type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B.css">' +
  '<link rel="manifest" href="/manifest.webmanifest"></head>' +
  '<body><div id="root" data-first-screen="" inert aria-hidden="true"><main><article aria-label="Post by maya">hi</article></main></div></body></html>';
const POLICY = "default-src 'self'; script-src 'self' 'nonce-n1'; style-src 'self'; img-src 'self' data:";
const CSS = '.a{color:red}.b::after{content:"$& é"}';

const reader = (files: Record<string, string>) => (href: string) => Promise.resolve(files[href]);
const nodeHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('stylesheetLinks', () => {
  it('finds the build\'s stylesheet links only', () => {
    expect(stylesheetLinks(PAGE)).toEqual([{ tag: '<link rel="stylesheet" crossorigin href="/assets/index-B.css">', href: '/assets/index-B.css' }]);
    expect(stylesheetLinks('<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="preload" href="/assets/a.css">')).toEqual([]);
    expect(stylesheetLinks('<link rel="stylesheet" media="print" href="/assets/a.css">')).toEqual([]);
  });
});

describe('isInlinableCss', () => {
  it('takes a stylesheet that reads the same inline', () => {
    expect(isInlinableCss(CSS)).toBe(true);
    expect(isInlinableCss('.a{background:url(/media/x.png)}.b{background:url("data:image/png;base64,AA")}.c{mask:url(#m)}')).toBe(true);
  });
  it('refuses one that would end the element, resolve against the page, or is too large', () => {
    expect(isInlinableCss('.a{content:"</style><script>"}')).toBe(false);
    expect(isInlinableCss('.a{background:url(img/x.png)}')).toBe(false);
    expect(isInlinableCss(".a{background:url( '../x.png')}")).toBe(false);
    expect(isInlinableCss('@import "other.css";')).toBe(false);
    expect(isInlinableCss(`.a{content:"${'x'.repeat(INLINE_STYLESHEET_MAX_BYTES)}"}`)).toBe(false);
  });
});

describe('allowStyleHashes', () => {
  it('adds the hashes to style-src and nothing else', () => {
    expect(allowStyleHashes(POLICY, ['h1', 'h2'])).toBe("default-src 'self'; script-src 'self' 'nonce-n1'; style-src 'self' 'sha256-h1' 'sha256-h2'; img-src 'self' data:");
  });
  it('makes a style-src from default-src when there is none', () => {
    expect(allowStyleHashes("default-src 'self'; img-src *", ['h'])).toBe("default-src 'self'; img-src *; style-src 'self' 'sha256-h'");
  });
  it('declines a policy it cannot extend exactly', () => {
    expect(allowStyleHashes("img-src 'self'", ['h'])).toBeNull();
    expect(allowStyleHashes("style-src 'self', style-src 'none'", ['h'])).toBeNull();
  });
});

describe('sha256Base64', () => {
  it('is the CSP hash of the text\'s UTF-8 bytes', async () => {
    expect(await sha256Base64(CSS)).toBe(nodeHash(CSS));
  });
});

describe('inlineStylesheetText', () => {
  it('puts the stylesheet\'s text in the link\'s place and its hash in the policy', async () => {
    const out = await inlineStylesheetText(PAGE, POLICY, reader({ '/assets/index-B.css': CSS }));
    expect(out?.html).toContain(`<style>${CSS}</style><link rel="manifest"`);
    expect(out?.html).not.toContain('rel="stylesheet"');
    expect(out?.html).toContain('<article aria-label="Post by maya">hi</article>');
    expect(out?.policy).toBe(POLICY.replace("style-src 'self'", `style-src 'self' 'sha256-${nodeHash(CSS)}'`));
    expect(out?.later).toEqual([]);
  });
  it('inlines with no policy to extend when the page has none', async () => {
    const out = await inlineStylesheetText(PAGE, null, reader({ '/assets/index-B.css': CSS }));
    expect(out?.html).toContain(`<style>${CSS}</style>`);
    expect(out?.policy).toBeNull();
  });
  it('gives nothing when the stylesheet is missing, unsafe to inline, or the policy cannot allow it', async () => {
    for (const [policy, files] of [
      [POLICY, {}],
      [POLICY, { '/assets/index-B.css': '.a{content:"</style>"}' }],
      ["img-src 'self'", { '/assets/index-B.css': CSS }],
    ] as const) {
      expect(await inlineStylesheetText(PAGE, policy, reader(files))).toBeNull();
    }
  });
});

describe('inlineStylesheetText with a first screen\'s rules', () => {
  const TWO = PAGE.replace('<link rel="manifest"', '<link rel="stylesheet" href="/assets/index-C.css"><link rel="manifest"');
  it('puts the rules alone in place of the first stylesheet, drops the links and lists them for later, allows the rules\' hash only', async () => {
    const rules = '.a{color:red}';
    const out = await inlineStylesheetText(TWO, POLICY, () => Promise.reject(new Error('not read')), rules);
    expect(out?.html).toContain(`<style>${rules}</style><link rel="manifest"`);
    expect(out?.html).not.toContain('rel="stylesheet"');
    expect(out?.later).toEqual(['/assets/index-B.css', '/assets/index-C.css']);
    expect(out?.policy).toBe(POLICY.replace("style-src 'self'", `style-src 'self' 'sha256-${nodeHash(rules)}'`));
  });
  it('reads the whole stylesheets when the rules cannot go inline', async () => {
    const out = await inlineStylesheetText(PAGE, POLICY, reader({ '/assets/index-B.css': CSS }), '.a{content:"</style>"}');
    expect(out?.html).toContain(`<style>${CSS}</style>`);
    expect(out?.later).toEqual([]);
  });
});
