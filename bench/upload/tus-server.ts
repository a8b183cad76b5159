/**
 * Benchmark 5's comparison server: @tus/server with @tus/file-store (files in a temp folder),
 * as its README sets it up, on a node:http server that also serves the built bench pages, so
 * tus-js-client on the bench page talks to its own origin (no CORS preflights), as the engine
 * does with the app server.
 */
import { createServer } from 'node:http';
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { BENCH_DIST } from '../lib/build-pages';

export const TUS_PATH = '/files';

export interface TusServer {
  port: number;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function servePage(req: IncomingMessage, res: ServerResponse): void {
  const base = normalize(BENCH_DIST + sep);
  const file = normalize(join(base, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
  if (!file.startsWith(base)) {
    res.writeHead(403).end();
    return;
  }
  readFile(file).then(
    (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(body),
    () => res.writeHead(404).end('not found'),
  );
}

export async function startTusServer(): Promise<TusServer> {
  const directory = await mkdtemp(join(tmpdir(), 'lumen-bench-tus-'));
  const tus = new Server({ path: TUS_PATH, datastore: new FileStore({ directory }) });
  const server: HttpServer = createServer((req, res) => {
    if ((req.url ?? '').startsWith(TUS_PATH)) void tus.handle(req, res);
    else servePage(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the tus server has no port');
  return {
    port: address.port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
