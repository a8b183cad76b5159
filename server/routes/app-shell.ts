import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PushPath } from '../../sync/api/push-wire';
import type { AppContext } from '../app-context';
import { buildBootstrap } from '../html/bootstrap';
import { renderBareShell, renderShell } from '../html/render-shell';
import { notFound } from '../http/errors';
import { isNavigation } from '../http/navigation';
import { htmlSecurityHeaders } from '../http/security-headers';

/**
 * HTML and the client build. A GET that accepts text/html (or anything) and is not an API path, /media
 * or /assets, nor a real file of DIST_DIR, gets dist/index.html with the page bootstrap
 * (000 §3) in place of <!--app-bootstrap--> (`/index.html` itself has none: renderBareShell). Other dist files are served as they are:
 * /assets/* immutable (hashed names), everything else (sw.js, manifest, icons) no-cache.
 * Without a build, app routes answer 503 "Run npm run build first". The page carries the
 * Content-Security-Policy of its nonce (server/http/security-headers.ts).
 */
/** The service worker's precached copy of the page (sw/cache-names.ts): answered bare (renderBareShell). */
const PRECACHED_INDEX = '/index.html';

const API_PREFIXES = ['/graphql/', '/web/', '/api/', '/media/', '/rupload_', '/logging/', '/push/'];
/** The app's pages under an API prefix (001 §2 /push/web/settings/): pages all the same. */
const PAGES_UNDER_API_PREFIXES: ReadonlySet<string> = new Set([PushPath.settingsPage]);

export function isApiPath(pathname: string, query: string): boolean {
  return (
    (API_PREFIXES.some((p) => pathname.startsWith(p)) && !PAGES_UNDER_API_PREFIXES.has(pathname)) ||
    /\/ajax(?:\/|$)/.test(pathname) ||
    /(?:^|&)__a=1(?:&|$)/.test(query)
  );
}

/** Navigations send text/html; plain fetches (a service worker precaching /index.html) send "any type" or no Accept at all. */
const acceptsHtml = (req: FastifyRequest): boolean => {
  const accept = req.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
};

function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function appShellRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/*', appShellHandler(ctx));
}

/**
 * The handler of every GET that no API route takes; routes of pages that also answer data
 * (`/accounts/activity/` and its `?__a=1`) hand their page requests to it.
 */
export function appShellHandler(ctx: AppContext): (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const indexFile = resolve(ctx.distDir, 'index.html');

  async function sendShell(req: FastifyRequest, reply: FastifyReply, bare = false): Promise<FastifyReply> {
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Run npm run build first');
    }
    const rolloutHash = createHash('sha256').update(template).digest('hex').slice(0, 12);
    const bootstrap = buildBootstrap(ctx, req, rolloutHash);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .headers(htmlSecurityHeaders(bootstrap.nonce))
      .send(bare ? renderBareShell(template, bootstrap.nonce) : renderShell(template, bootstrap));
  }

  /**
   * A path no route takes: a person who typed it gets the app shell with status 404, whose
   * router shows the not-found screen; an API call gets the JSON error body (issue 11).
   */
  async function notFoundPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!isNavigation(req.method, req.headers)) throw notFound();
    return sendShell(req, reply.code(404));
  }

  async function distFile(pathname: string): Promise<string | null> {
    const root = resolve(ctx.distDir);
    const file = resolve(root, `.${pathname}`);
    if (!file.startsWith(root + sep) || file === indexFile) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file.slice(root.length + 1) : null;
  }

  return async (req, reply) => {
    const [rawPath = '/', query = ''] = req.url.split('?', 2);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      throw notFound();
    }
    if (isApiPath(pathname, query)) return notFoundPage(req, reply);
    const file = pathname.includes('\0') ? null : await distFile(pathname);
    if (file) {
      reply.header('cache-control', cacheControlFor(pathname));
      return reply.sendFile(file, ctx.distDir, { cacheControl: false, etag: true, dotfiles: 'deny' });
    }
    if (pathname.startsWith('/assets/')) return notFoundPage(req, reply);
    if (!acceptsHtml(req)) throw notFound();
    return sendShell(req, reply, pathname === PRECACHED_INDEX);
  };
}
