import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HSTS_VALUE, htmlSecurityHeaders, installSecurityHeaders, SecurityHeader } from './security-headers';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy('abc_DEF-123');
  const directives = new Map(policy.split('; ').map((d) => {
    const [name = '', ...values] = d.split(' ');
    return [name, values] as const;
  }));

  it('lets scripts run only from this site or with the page nonce', () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'nonce-abc_DEF-123'"]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('forbids framing, plugins and <base>, and keeps forms on this site', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the workers, the manifest, and blob previews load', () => {
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('img-src')).toContain('blob:');
  });

  it('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy("x'; script-src *")).toThrow();
    expect(() => contentSecurityPolicy('')).toThrow();
  });

  it('adds X-Frame-Options for HTML', () => {
    expect(htmlSecurityHeaders('n1')).toEqual({ [SecurityHeader.csp]: contentSecurityPolicy('n1'), [SecurityHeader.frameOptions]: 'DENY' });
  });
});

describe('installSecurityHeaders: HSTS only over HTTPS (req.protocol)', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  async function serve(trustProxy: boolean): Promise<string> {
    app = Fastify({ trustProxy });
    installSecurityHeaders(app);
    app.get('/x', async () => ({ ok: true }));
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const url = await serve(true);
    const res = await fetch(`${url}/x`, { headers: { 'x-forwarded-proto': 'HTTPS' } });
    expect(res.headers.get(SecurityHeader.hsts)).toBe(HSTS_VALUE);
    expect(res.headers.get(SecurityHeader.contentTypeOptions)).toBe('nosniff');
  });

  it('sends no HSTS over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const url = await serve(false);
    expect((await fetch(`${url}/x`)).headers.get(SecurityHeader.hsts)).toBeNull();
    expect((await fetch(`${url}/x`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get(SecurityHeader.hsts)).toBeNull();
  });
});
