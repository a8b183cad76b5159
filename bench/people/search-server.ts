/**
 * Benchmark 9, server row: search as you type over the 100,000-user scale data. Each prefix a
 * person types (typed-prefixes.ts) is asked of the real search handler
 * (`GET /web/search/topsearch/?query=…`, blended, as demo, through app.inject) and, in turn,
 * of the bare FTS5 query the handler ranks its people with (the search repo's users query:
 * the same MATCH, the same 21 ids) in the same process. Goal: handler p95 ≤ 1.5 × bare p95.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { PeoplePath } from '../../sync/api/paths';
import type { Row } from '../lib/report';
import { summarize } from '../lib/stats';
import type { ScaleServer } from './scale-server';
import { typedPrefixes } from './typed-prefixes';

export const SEARCH_SERVER_GOAL = 1.5;
/** 21: the handler asks for one more than the 20 people of a blended answer (has_more). */
const USERS_ASKED = 21;

export async function searchServerRow(server: ScaleServer, dataDir: string, names = 40, rounds = 3): Promise<{ row: Row; prefixes: string[] }> {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const prefixes = typedPrefixes(db, names);
  db.close();
  const { repos } = server.app.lumen;
  const url = (q: string) => `${PeoplePath.search}?${new URLSearchParams({ query: q, context: 'blended' }).toString()}`;
  const handler: number[] = [];
  const bare: number[] = [];
  // One round unmeasured (the page cache and the statements warm), then rounds alternating which goes first.
  for (let round = -1; round < rounds; round++) {
    for (const [i, q] of prefixes.entries()) {
      const timeHandler = async () => {
        const t0 = performance.now();
        await server.get(url(q));
        return performance.now() - t0;
      };
      const timeBare = () => {
        const t0 = performance.now();
        repos.search.users(q, 1, USERS_ASKED);
        return performance.now() - t0;
      };
      const handlerFirst = (i + round) % 2 === 0;
      const b0 = handlerFirst ? null : timeBare();
      const h = await timeHandler();
      const b = b0 ?? timeBare();
      if (round >= 0) {
        handler.push(h);
        bare.push(b);
      }
    }
  }
  return {
    prefixes,
    row: {
      title: 'search as you type, server: handler p95 / bare FTS5 query p95',
      measured: { label: `GET topsearch (blended, as demo), ${prefixes.length} prefixes × ${rounds}`, summary: summarize(handler) },
      baseline: { label: 'the FTS5 people query of the same prefixes, same process', summary: summarize(bare) },
      stat: 'p95',
      goalMax: SEARCH_SERVER_GOAL,
    },
  };
}
