/**
 * A fake API for the feed's units (issue 12): one first page of `nodes`, the POSTs `writes`
 * answers, 404 for the rest; `goDown()` makes every request fail as a lost network does, for
 * the offline restart that must show the unit kept.
 */
import { ApiPath, QueryHash } from '../../sync/api/paths';
import type { WireFeedNode } from '../../sync/api/wire';
import type { Handler } from './engine-harness';
import { json } from './engine-harness';
import { wireFeed } from './wire-fixtures';

export function feedUnitServer(nodes: WireFeedNode[], writes: readonly string[] = []): { handler: Handler; goDown(): void } {
  let down = false;
  const handler: Handler = ({ method, url }) => {
    if (down) throw new TypeError('Failed to fetch');
    if (method === 'GET' && url.pathname === ApiPath.graphql && url.searchParams.get('query_hash') === QueryHash.feed) return json(wireFeed(nodes, null, false));
    if (method === 'POST' && writes.includes(url.pathname)) return json({ status: 'ok' });
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
  return { handler, goDown: () => (down = true) };
}
