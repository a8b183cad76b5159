import { mkdirSync } from 'node:fs';
import { DEMO_PASSWORD, DEMO_USER } from '../fixtures/seed';
import { buildServer } from './app';

/**
 * Starts the server: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data), DIST_DIR (./dist).
 * The data folder, database, keys and demo data are made on first start.
 */
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';
const dataDir = process.env['DATA_DIR'] ?? './data';
const distDir = process.env['DIST_DIR'] ?? './dist';

mkdirSync(dataDir, { recursive: true });
const started = Date.now();
const app = await buildServer({ dataDir, distDir, seed: 'demo', logger: process.env['LOG'] === '1' });
await app.listen({ port, host });

const shownHost = host === '0.0.0.0' || host === '127.0.0.1' || host === '::' ? 'localhost' : host;
const demo = app.lumen.repos.users.byUsername(DEMO_USER);
console.log(`Lumen is running at http://${shownHost}:${port}` + (demo ? ` — log in as ${DEMO_USER} / ${DEMO_PASSWORD}` : ''));
console.log(`(data in ${app.lumen.dataDir}, ready in ${Date.now() - started} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
