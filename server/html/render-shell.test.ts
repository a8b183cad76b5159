import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../sync/api/bootstrap';
import { renderShell, scriptSafeJson } from './render-shell';

const template = '<html><head><!--app-bootstrap--></head><body></body></html>';

describe('app shell rendering', () => {
  it('escapes < so a value cannot close the script element', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('replaces the marker with a script that sets window._sharedData', () => {
    const html = renderShell(template, { viewerId: null, nonce: '<!--' } as unknown as Bootstrap);
    expect(html).not.toContain('<!--app-bootstrap-->');
    const script = /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? '';
    const window: Record<string, unknown> = {};
    runInNewContext(script, { window });
    expect(window['_sharedData']).toEqual({ viewerId: null, nonce: '<!--' });
  });

  it("puts the page's nonce on every script element, the bootstrap's included", () => {
    const built = '<html><head><!--app-bootstrap--><script type="module" src="/assets/a.js"></script></head><body><SCRIPT src="/b.js"></SCRIPT></body></html>';
    const html = renderShell(built, { viewerId: null, nonce: 'n0nce_-A' } as unknown as Bootstrap);
    const tags = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toContain('nonce="n0nce_-A"');
  });

  it('escapes the nonce inside its attribute', () => {
    const html = renderShell(template, { viewerId: null, nonce: '"><img src=x>' } as unknown as Bootstrap);
    expect(html).toContain('nonce="&quot;&gt;&lt;img src=x&gt;"');
  });
});
