import { describe, expect, it } from 'vitest';
import { deferModuleScript, moduleScriptOf, startScriptText } from './deferred-start';
import { deferPictures } from './deferred-pictures';

/** A page as the build and server/html/render-shell.ts write it, with a first screen in its root. */
const MODULE = '<script nonce="n1" type="module" crossorigin src="/assets/index-A.js"></script>';
const PAGE =
  '<!doctype html><html><head><title>Lumen</title>' +
  '<script nonce="n1">window._sharedData={"viewerId":"1"};</script>' +
  MODULE +
  '<style>.a{color:red}</style></head>' +
  '<body><div id="root" data-first-screen="" inert aria-hidden="true"><main><article aria-label="Post by maya">hi</article></main></div></body></html>';

describe('moduleScriptOf', () => {
  it('finds the build\'s one module script, its path and nonce', () => {
    expect(moduleScriptOf(PAGE)).toEqual({ tag: MODULE, src: '/assets/index-A.js', nonce: 'n1' });
  });
  it('finds none in a page without one, or with two', () => {
    expect(moduleScriptOf('<script nonce="n1">x()</script><script type="module" src="https://cdn.example/a.js"></script>')).toBeNull();
    expect(moduleScriptOf(PAGE.replace(MODULE, MODULE + MODULE.replace('index-A', 'index-B')))).toBeNull();
  });
});

describe('deferModuleScript', () => {
  it('puts an inline start script with the module\'s nonce at the end of the body in place of the module script', () => {
    const out = deferModuleScript(PAGE, true) ?? '';
    expect(out).not.toContain(MODULE);
    expect(out).toContain(`<script nonce="n1">${startScriptText('/assets/index-A.js')}</script></body>`);
    expect(out.indexOf('<div id="root"')).toBeLessThan(out.indexOf('import("/assets/index-A.js")'));
    expect(out).toContain('window._sharedData={"viewerId":"1"};'); // the rest as it was
  });
  it('leaves a page whose policy would refuse the inline script (no nonce), or with no body end', () => {
    expect(deferModuleScript(PAGE.replace(' nonce="n1" type', ' type'), true)).toBeNull();
    expect(deferModuleScript(PAGE.replace('</body>', ''), true)).toBeNull();
  });
  it('sets the pictures aside with the start script that puts them back, and only then', () => {
    const img = '<img src="/media/p/1.jpg" width="10" height="10" alt="">';
    const page = PAGE.replace('hi</article>', `hi${img}</article>`);
    expect(deferModuleScript(page, true)).toContain(`hi${deferPictures(img)}</article>`);
    expect(deferModuleScript(page.replace(' nonce="n1" type', ' type'), true)).toBeNull(); // no start script: the caller serves the page as it was
  });
  it('needs no nonce in a page without a policy', () => {
    expect(deferModuleScript(PAGE.replace(' nonce="n1" type', ' type'), false)).toContain(`<script>${startScriptText('/assets/index-A.js')}</script></body>`);
  });
});

describe('startScriptText', () => {
  /** Runs the script with stand-ins for the page; `log` tells what it did, in order. */
  function run(hidden: boolean, sheets: string[] = []) {
    const log: string[] = [];
    const links: { href: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
    const page = { frame: undefined as (() => void) | undefined, task: undefined as (() => void) | undefined, visibility: undefined as (() => void) | undefined };
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      querySelectorAll: () => [],
      addEventListener: (_: string, f: () => void) => (page.visibility = f),
      createElement: () => {
        const link = { rel: '', href: '', onload: null, onerror: null };
        links.push(link);
        return link;
      },
      head: { append: (l: { href: string }) => log.push(`link ${l.href}`) },
    };
    const fn = new Function('document', 'requestAnimationFrame', 'setTimeout', 'import_', 'console', startScriptText('/assets/index-A.js', sheets).replace('import(', 'import_('));
    fn(document, (f: () => void) => (page.frame = f), (f: () => void) => (page.task = f), (src: string) => (log.push(`import ${src}`), Promise.resolve()), console);
    return { log, links, page };
  }
  const settled = () => new Promise((r) => setTimeout(r, 0));

  it('imports the module once, after an animation frame and a task', async () => {
    const { log, page } = run(false);
    await settled();
    expect(log).toEqual([]);
    page.frame?.();
    await settled();
    expect(log).toEqual([]);
    page.task?.();
    await settled();
    expect(log).toEqual(['import /assets/index-A.js']);
    page.visibility?.();
    await settled();
    expect(log).toEqual(['import /assets/index-A.js']); // once
  });
  it('at once in a hidden tab', async () => {
    const { log } = run(true);
    await settled();
    expect(log).toEqual(['import /assets/index-A.js']);
  });
  it('loads the stylesheets left out first, the module once each has loaded or failed', async () => {
    const { log, links, page } = run(false, ['/assets/a.css', '/assets/b.css']);
    page.frame?.();
    page.task?.();
    await settled();
    expect(log).toEqual(['link /assets/a.css', 'link /assets/b.css']);
    expect(links.map((l) => l.href)).toEqual(['/assets/a.css', '/assets/b.css']);
    links[0]?.onload?.();
    await settled();
    expect(log).toHaveLength(2);
    links[1]?.onerror?.();
    await settled();
    expect(log).toEqual(['link /assets/a.css', 'link /assets/b.css', 'import /assets/index-A.js']);
  });
});

describe('deferModuleScript with stylesheets left out', () => {
  it('has the start script load them before the module', () => {
    const out = deferModuleScript(PAGE, true, ['/assets/index-B.css']) ?? '';
    expect(out).toContain(`<script nonce="n1">${startScriptText('/assets/index-A.js', ['/assets/index-B.css'])}</script></body>`);
    expect(out).toContain('["/assets/index-B.css"]');
  });
});
