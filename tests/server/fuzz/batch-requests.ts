import fc from 'fast-check';
import { ApiPath } from '../../../sync/api/paths';
import type { FuzzRequest } from './requests';
import type { Actor } from './world';

/**
 * POST /web/batch/ requests whose items are well-formed most of the time (server/routes/batch.ts),
 * so that the fuzz reaches past the batch's own checks into the routes it runs: each item
 * names a POST route of the server (batchable or not: login, beacons, uploads, the batch
 * itself) with random and hostile parameters, a form or JSON body, a random mutation id; now
 * and then an item that is no item at all. ./answer-rules.ts checks every item's answer.
 */
export interface BatchParts {
  /** URLs of the server's POST routes, with their :params. */
  targets: readonly string[];
  pathOf: (url: string) => fc.Arbitrary<string>;
  pairs: fc.Arbitrary<readonly [string, string][]>;
  objectBody: fc.Arbitrary<Record<string, unknown>>;
  mutationId: fc.Arbitrary<string>;
}

const FORM = 'application/x-www-form-urlencoded';

export function coherentBatch({ targets, pathOf, pairs, objectBody, mutationId }: BatchParts): fc.Arbitrary<FuzzRequest> {
  const target = targets.length > 0 ? fc.constantFrom(...targets) : fc.constant(ApiPath.batch);
  const payload = fc.oneof(
    pairs.map((p) => ({ body: new URLSearchParams([...p]).toString(), content_type: FORM })),
    objectBody.map((o) => ({ body: JSON.stringify(o), content_type: 'application/json' })),
    fc.constant({ body: '', content_type: FORM }),
    fc.constantFrom('text/plain', 'multipart/form-data', '').map((t) => ({ body: 'a=b', content_type: t })),
  );
  const item = target.chain((url) => fc.record({
    method: fc.oneof({ weight: 8, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('DELETE', 'GET', 'post', '') }),
    path: fc.tuple(pathOf(url), fc.constantFrom('', '', '', '?hl=fr', '?a=1&a=2')).map(([p, q]) => p + q),
    payload,
    mutation_id: mutationId,
  })).map(({ payload: p, ...rest }) => ({ ...rest, ...p }));
  const notAnItem = fc.constantFrom<unknown>(null, 'x', 1, [], { method: 'POST' }, { method: 'POST', path: '/web/likes/1/like/', body: 1, content_type: FORM, mutation_id: 'm' });
  return fc.record({
    actor: fc.constantFrom<Actor['name']>('alice', 'alice', 'bob', 'anon'),
    items: fc.array(fc.oneof({ weight: 9, arbitrary: item }, { weight: 1, arbitrary: notAnItem }), { minLength: 1, maxLength: 5 }),
  }).map(({ actor, items }): FuzzRequest => ({
    method: 'POST',
    actor,
    csrf: 'valid',
    target: ApiPath.batch,
    headers: [],
    body: { contentType: 'application/json', data: Buffer.from(JSON.stringify({ requests: items })) },
  }));
}
