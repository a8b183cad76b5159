/**
 * The real server (server/main.ts under tsx, as playwright.config.ts starts it) as a process the
 * chaos test owns (issue 17): its own port and data folder, killed with SIGTERM or SIGKILL and
 * started again on the same data, so what the database holds survives like a real restart.
 * One Node process with tsx's loader (as bench/lib/app-server.ts runs it), started detached
 * (its own process group) and stopped by group, so nothing it started outlives it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChaosServer {
  port: number;
  dataDir: string;
  /** The SQLite file (server/app.ts opens `<DATA_DIR>/app.db`). */
  dbFile: string;
  /** Starts the server and resolves once it answers; the time it first answered (Date.now()). */
  start(): Promise<number>;
  /** Kills it with the signal and waits for the exit; SIGTERM that hangs is followed by SIGKILL. */
  kill(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  running(): boolean;
  /** The last lines the server wrote (for a failure's report). */
  log(): string;
}

export interface ChaosServerOptions {
  port: number;
  dataDir: string;
  distDir: string;
  /** Extra environment (e.g. LOG=1). */
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function chaosServer(options: ChaosServerOptions): ChaosServer {
  let child: ChildProcess | null = null;
  let output = '';
  const keep = (b: Buffer) => (output = (output + b.toString()).slice(-8000));
  const origin = `http://127.0.0.1:${options.port}`;

  async function waitUp(proc: ChildProcess, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited (${proc.exitCode ?? proc.signalCode}): ${output}`);
      const up = await fetch(`${origin}/accounts/login/`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (up) return Date.now();
      await sleep(50);
    }
    throw new Error(`server did not answer within ${timeoutMs} ms: ${output}`);
  }

  return {
    port: options.port,
    dataDir: options.dataDir,
    dbFile: join(options.dataDir, 'app.db'),
    async start() {
      if (child) throw new Error('chaos server: already running');
      const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...options.env, DATA_DIR: options.dataDir, DIST_DIR: options.distDir, PORT: String(options.port), HOST: '127.0.0.1', DEV_ROUTES: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      proc.stdout?.on('data', keep);
      proc.stderr?.on('data', keep);
      child = proc;
      proc.once('exit', () => {
        if (child === proc) child = null;
      });
      return waitUp(proc, 90_000);
    },
    async kill(signal) {
      const proc = child;
      if (!proc || proc.pid === undefined) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      const group = -proc.pid;
      try {
        process.kill(group, signal);
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
      child = null;
    },
    running: () => child !== null,
    log: () => output,
  };
}
