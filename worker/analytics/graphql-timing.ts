/**
 * 001 §7 "GET /graphql/query/ {query_hash, variables JSON} (timing is logged)" and the timed
 * loads of 001 §9 Performance logging: a transport that logs the time of each GraphQL query
 * and each direct inbox or thread fetch, as a performance event the engine samples by 001 §9's
 * rates: the feed's query as `feed_load` (1 in 10,000), the direct inbox as `direct_inbox` and a
 * thread as `direct_thread_fetch` (1 in 10 each), any other query as `graphql_query` (the
 * default 1 in 1,000).
 */
import { ApiPath, DirectPath, QueryHash } from '../../sync/api/paths';
import { Channel } from '../../sync/analytics/types';
import type { LogEvent } from '../../sync/analytics/types';
import type { Transport, TransportRequest } from '../../sync/transport/types';

export const GRAPHQL_QUERY = 'graphql_query';


const THREAD_FETCH = new RegExp(`^${DirectPath.thread('[^/]+').replace(/\//g, '\\/')}$`);

/** The performance event a request's time is logged as, or null (not timed). */
export function timedEventOf(req: Pick<TransportRequest, 'method' | 'path' | 'query'>): string | null {
  if (req.path === ApiPath.graphql) return req.query?.['query_hash'] === QueryHash.feed ? 'feed_load' : GRAPHQL_QUERY;
  if (req.method !== 'GET') return null;
  if (req.path === DirectPath.inbox) return 'direct_inbox';
  if (THREAD_FETCH.test(req.path)) return 'direct_thread_fetch';
  return null;
}

export function withGraphqlTiming(transport: Transport, now: () => number, log: (event: LogEvent) => void): Transport {
  return {
    async request<T>(req: TransportRequest): Promise<T> {
      const name = timedEventOf(req);
      if (name === null) return transport.request<T>(req);
      const start = now();
      let status = 200;
      try {
        return await transport.request<T>(req);
      } catch (e) {
        const s = typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined;
        status = typeof s === 'number' ? s : 0;
        throw e;
      } finally {
        const end = now();
        const hash = req.query?.['query_hash'];
        log({ name, time: end, channel: Channel.falco, extra: { ...(hash === undefined ? {} : { query_hash: hash }), duration_ms: end - start, status } });
      }
    },
  };
}
