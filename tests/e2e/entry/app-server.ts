import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * A second app server for journeys that need a server configuration the suite's own server
 * (playwright.config.ts) does not have, e.g. MULTI_STEP_SIGNUP=1: `npx tsx server/main.ts`
 * with its own port and data folder and the same build (DIST_DIR), started as an operator
 * would and stopped (its whole process group) when the spec is done.
 */
export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export async function startAppServer(opts: { port: number; env: Record<string, string> }): Promise<AppServer> {
  const dataDir = `.e2e-data/${opts.port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, DIST_DIR: process.env['DIST_DIR'] ?? 'dist', ...opts.env },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${opts.port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app server on port ${opts.port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/accounts/login/`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`app server on port ${opts.port} did not start`);
}
