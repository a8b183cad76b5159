import { describe, expect, it } from 'vitest';
import { ApiPath, DirectPath, QueryHash } from '../../sync/api/paths';
import { Channel } from '../../sync/analytics/types';
import type { LogEvent } from '../../sync/analytics/types';
import type { Transport, TransportRequest } from '../../sync/transport/types';
import { GRAPHQL_QUERY, timedEventOf, withGraphqlTiming } from './graphql-timing';
import { perfSampleRate } from './sampling';

describe('timed loads (001 §7 GraphQL timing, 001 §9 performance logging)', () => {
  it('names the feed load, the direct inbox and a thread fetch, any other query a GraphQL query', () => {
    expect(timedEventOf({ method: 'GET', path: ApiPath.graphql, query: { query_hash: QueryHash.feed } })).toBe('feed_load');
    expect(timedEventOf({ method: 'GET', path: ApiPath.graphql, query: { query_hash: QueryHash.post } })).toBe(GRAPHQL_QUERY);
    expect(timedEventOf({ method: 'GET', path: DirectPath.inbox })).toBe('direct_inbox');
    expect(timedEventOf({ method: 'GET', path: DirectPath.thread('340282366841710300949128') })).toBe('direct_thread_fetch');
    expect(timedEventOf({ method: 'POST', path: DirectPath.send })).toBeNull();
    expect(timedEventOf({ method: 'GET', path: DirectPath.unsend('1', '2') })).toBeNull();
    expect(timedEventOf({ method: 'GET', path: '/accounts/activity/' })).toBeNull();
  });

  it('samples them by the rates of 001 §9', () => {
    expect(perfSampleRate('feed_load')).toBe(10_000);
    expect(perfSampleRate('direct_inbox')).toBe(10);
    expect(perfSampleRate('direct_thread_fetch')).toBe(10);
    expect(perfSampleRate(GRAPHQL_QUERY)).toBe(1000);
  });

  it('logs the time and status of a timed request, failed ones too, on the performance channel', async () => {
    let t = 100;
    const logged: LogEvent[] = [];
    const inner: Transport = {
      async request<T>(req: TransportRequest): Promise<T> {
        t += 40;
        if (req.path === DirectPath.inbox) throw Object.assign(new Error('down'), { statusCode: 503 });
        return {} as T;
      },
    };
    const timed = withGraphqlTiming(inner, () => t, (e) => logged.push(e));
    await timed.request({ method: 'GET', path: ApiPath.graphql, query: { query_hash: QueryHash.feed, variables: '{}' } });
    await expect(timed.request({ method: 'GET', path: DirectPath.inbox })).rejects.toThrow('down');
    await timed.request({ method: 'POST', path: DirectPath.send });
    expect(logged).toEqual([
      { name: 'feed_load', time: 140, channel: Channel.falco, extra: { query_hash: QueryHash.feed, duration_ms: 40, status: 200 } },
      { name: 'direct_inbox', time: 180, channel: Channel.falco, extra: { duration_ms: 40, status: 503 } },
    ]);
  });
});
