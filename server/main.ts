import { mkdirSync } from 'node:fs';
import { DEMO_PASSWORD, DEMO_USER } from '../fixtures/seed';
import { buildServer } from './app';
import { listeningOrigin } from './http/site';

/**
 * Starts the server: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data), DIST_DIR (./dist).
 * The data folder, database, keys and demo data are made on first start. PUBLIC_URL,
 * TRUST_PROXY and DEV_ROUTES are read by buildServer (server/README.md "Security").
 */
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';
const dataDir = process.env['DATA_DIR'] ?? './data';
const distDir = process.env['DIST_DIR'] ?? './dist';

mkdirSync(dataDir, { recursive: true });
const started = Date.now();
// PUSH_TEST_LOOPBACK_ENDPOINTS=1 (browser tests only): push endpoints may be http on the loopback (server/README.md "Push").
const push = process.env['PUSH_TEST_LOOPBACK_ENDPOINTS'] === '1' ? { allowLoopbackHttpEndpoints: true } : {};
// SEED_MEDIA=0: the demo data without its rendered pictures and videos (their files then 404),
// for a test server whose journeys show none (tests/e2e/entry-multi-step.spec.ts).
const seedMedia = process.env['SEED_MEDIA'] !== '0';
const app = await buildServer({ dataDir, distDir, seed: 'demo', seedMedia, logger: process.env['LOG'] === '1', push });
await app.listen({ port, host });

const listening = listeningOrigin(app.server.address());
const publicOrigin = app.lumen.site.publicOrigin();
const demo = app.lumen.repos.users.byUsername(DEMO_USER);
console.log(`Lumen is running at ${listening}` + (demo ? ` — log in as ${DEMO_USER} / ${DEMO_PASSWORD}` : ''));
if (publicOrigin !== listening) console.log(`Public URL (links in mail, cookies, CSRF): ${publicOrigin}`);
// Issue 11: the development mailbox holds every reset link and login code; say whether it is on.
console.log(
  app.lumen.entry.devRoutes
    ? `Development routes are ON (DEV_ROUTES): mail and SMS codes at ${listening}/dev/outbox, for requests from this machine only`
    : 'Mail and SMS codes go to the outbox; start with DEV_ROUTES=1 to read them at /dev/outbox (this machine only)',
);
console.log(`(data in ${app.lumen.dataDir}, ready in ${Date.now() - started} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
