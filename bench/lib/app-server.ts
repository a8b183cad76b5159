/**
 * The real API server (server/main.ts) serving the real production build (dist/, or DIST_DIR), on a free
 * port with a fresh data folder, run by Node with tsx's loader (one process, so it stops with
 * one signal).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The production build to serve: DIST_DIR as for the browser tests (a helper's own build), else dist/. */
export const APP_DIST = process.env.DIST_DIR ?? join(ROOT, 'dist');

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${log()}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms: ${log()}`);
}

/** `env`: more of the server's environment (e.g. DEV_ROUTES=1 for a development route a benchmark uses). */
export async function startAppServer(timeoutMs = 90_000, env: Record<string, string> = {}): Promise<AppServer> {
  if (!existsSync(join(APP_DIST, 'index.html'))) throw new Error(`${APP_DIST} is missing: run \`npm run build\` first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: APP_DIST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (b: Buffer) => (output = (output + b.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/accounts/login/`, child, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
