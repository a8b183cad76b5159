/**
 * 001 §7 "GET /graphql/query/ {query_hash, variables JSON} (timing is logged)": a transport that
 * logs each GraphQL query's time (a performance event, sampled by 001 §9's default rate).
 */
import { ApiPath } from '../../sync/api/paths';
import { Channel } from '../../sync/analytics/types';
import type { LogEvent } from '../../sync/analytics/types';
import type { Transport } from '../../sync/transport/types';

export const GRAPHQL_QUERY = 'graphql_query';

export function withGraphqlTiming(transport: Transport, now: () => number, log: (event: LogEvent) => void): Transport {
  return {
    async request<T>(req: Parameters<Transport['request']>[0]): Promise<T> {
      if (req.path !== ApiPath.graphql) return transport.request<T>(req);
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
        log({ name: GRAPHQL_QUERY, time: end, channel: Channel.falco, extra: { query_hash: req.query?.['query_hash'] ?? '', duration_ms: end - start, status } });
      }
    },
  };
}
