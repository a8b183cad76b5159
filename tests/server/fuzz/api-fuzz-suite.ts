import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answerViolations } from './answer-rules';
import { requestArbitrary } from './requests';
import { readFieldSource } from './route-fields';
import type { FuzzRequest } from './requests';
import { describeRequest, destroyAgent, headersFor, send } from './send';
import { watchStoredState } from './stored-state';
import { startFuzzWorld } from './world';

// Issue 17 "Fuzzing the API": every route the server registers (listed by Fastify's onRoute
// as they are registered, so a new endpoint joins by itself), every method, with random and
// hostile paths, query strings, headers and bodies, as a visitor, as a logged-in person and as
// another person, with a valid, missing or wrong CSRF token. For every answer: never a 5xx,
// always the error body of 000 §8 when it fails, HTML only for pages (./answer-rules.ts);
// and a refused request (4xx) stored nothing: every table and every file of the data folder
// is as before (./stored-state.ts), but for the verdict on an uploaded file (isFileVerdict).
// FUZZ_RUNS raises the cases per route, FUZZ_SEED replays a run, FUZZ_STATS=file writes every
// request and answer to that file (to see how deep the cases reach).

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 100);
const SEED = process.env['FUZZ_SEED'] === undefined ? Date.now() % 2 ** 31 : Number(process.env['FUZZ_SEED']);

const routeName = (r: { method: string; url: string }): string => `${r.method} ${r.url}`;

/**
 * The fuzz of one shard of the routes: those whose place in the server's list, counted from 0,
 * is `shard` modulo `shards`. The shards are test files of their own (../api-fuzz-*.test.ts),
 * each with a server of its own, so that Vitest's two workers share the fuzz between them
 * instead of one worker running all of it while the other has run out of files. A route's
 * cases come from the seed plus its place in the whole list, so FUZZ_SEED replays a route's
 * cases whatever the shards.
 */
export async function apiFuzzShard(shard: number, shards: number): Promise<void> {
  const world = await startFuzzWorld();
  const state = watchStoredState(world.server.dataDir);
  const fields = readFieldSource(process.cwd());
  const casesRun = new Map<string, number>();
  const stats = new Map<string, number>();
  const statLines: string[] = [];
  const mine = world.routes.map((route, i) => ({ route, i })).filter(({ i }) => i % shards === shard);

  console.log(`api-fuzz ${shard + 1}/${shards}: ${mine.length} of ${world.routes.length} routes × ${RUNS} cases (seed ${SEED}, FUZZ_RUNS and FUZZ_SEED to change)`);

  afterAll(async () => {
    const statsFile = process.env['FUZZ_STATS'];
    if (statsFile) writeFileSync(`${statsFile}.${shard + 1}`, statLines.join('\n'));
    console.log(`api-fuzz answers: ${[...stats].sort().map(([k, n]) => `${k}×${n}`).join(', ')}`);
    destroyAgent();
    state.close();
    await world.server.close();
  });

  /**
   * The one refusal that keeps something, by design (DESIGN.md Uploads): the rupload POST that
   * brings a file's last byte and whose file is then refused (not a JPEG, not an MP4, over a
   * rule of 001 §5) is answered 400 with the verdict, and the upload keeps that verdict (state
   * 'failed', its bytes deleted) so that the same request sent again, its answer lost, gets the
   * same answer rather than a 409. Only the uploads table may change, and only to that.
   */
  function isFileVerdict(req: FuzzRequest, status: number, change: string): boolean {
    const entity = /^\/rupload_ig(?:photo|video)\/([A-Za-z0-9_-]+)$/.exec(req.target)?.[1];
    return req.method === 'POST' && status === 400 && entity !== undefined && change.startsWith('table uploads:') && state.uploadState(entity) === 'failed';
  }

  async function check(req: FuzzRequest): Promise<void> {
    world.restoreSessions();
    const before = state.snapshot();
    const res = await send(world.server.url, req, world.actors);
    const key = `${req.method} ${res.status}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
    if (process.env['FUZZ_STATS']) statLines.push(`${res.status} ${describeRequest(req).slice(0, 200)} => ${res.body.toString('utf8').slice(0, 150)}`);
    const problems = answerViolations({ method: req.method, target: req.target, headers: headersFor(req, world.actors) }, res);
    if (res.status >= 400) {
      const stored = state.diff(before, state.snapshot()).filter((change) => !isFileVerdict(req, res.status, change));
      if (stored.length > 0) problems.push(`a refused request (${res.status}) stored: ${stored.join('; ')}`);
    }
    if (problems.length > 0) {
      throw new Error(`${problems.join('\n')}\nrequest: ${describeRequest(req)}\nanswer: ${res.status} ${res.contentType} ${res.body.toString('utf8').slice(0, 400)}`);
    }
  }

  describe(`api fuzz ${shard + 1}/${shards}`, () => {
    it('the watch of stored state sees a row stored and a file written', () => {
      const before = state.snapshot();
      world.server.app.lumen.repos.mutations.record({ mutationId: 'watch-probe', userId: world.actors[1]?.userId ?? 0, route: 'probe', status: 200, response: '{}' }, 0);
      const probe = join(world.server.dataDir, 'media', 'probe.txt');
      writeFileSync(probe, 'x');
      expect(state.diff(before, state.snapshot()).map((c) => c.split(':')[0])).toEqual(['table mutations', 'files']);
      rmSync(probe);
    });

    it('lists every route the server registers', () => {
      expect(world.routes.length).toBeGreaterThan(80);
      const names = world.routes.map(routeName);
      for (const r of ['POST /web/likes/:id/like/', 'GET /graphql/query/', 'POST /rupload_igphoto/:entity', 'GET /*', 'POST /accounts/login/ajax/']) {
        expect(names).toContain(r);
      }
    });

    for (const { route, i } of mine) {
      it(`${routeName(route)}: no 5xx, the error shape, nothing stored when refused`, async () => {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, {
            fields: { route: fields.routeFieldNames(route.url), all: fields.allFieldNames },
            known: world.known,
            serverUrl: world.server.url,
            jpeg: world.jpeg,
            routes: world.routes,
          }), async (req) => {
            casesRun.set(routeName(route), (casesRun.get(routeName(route)) ?? 0) + 1);
            await check(req);
          }),
          { numRuns: RUNS, seed: SEED + i, endOnFailure: false },
        );
      }, 120_000);
    }

    it(`ran ${RUNS} cases or more for every route of the shard`, () => {
      const short = mine.map(({ route }) => routeName(route)).filter((r) => (casesRun.get(r) ?? 0) < RUNS);
      expect(short).toEqual([]);
    });
  });
}
