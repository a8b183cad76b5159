import { describe, expect, it } from 'vitest';
import { Limits } from '../../sync/api/constants';
import { BEACON_PATHS } from '../../sync/analytics/paths';
import { parseBatchBody, parseBatchItem, unbatchableReason } from './batch-items';

const item = (over: Record<string, unknown> = {}) => ({
  method: 'POST',
  path: '/web/likes/1/like/',
  body: '',
  content_type: 'application/x-www-form-urlencoded',
  mutation_id: 'm-1',
  ...over,
});

describe('the batch body', () => {
  it('takes 1 to batchMaxItems items', () => {
    expect(parseBatchBody({ requests: [1] })).toEqual([1]);
    expect(parseBatchBody({ requests: Array.from({ length: Limits.batchMaxItems }, () => 0) })).toHaveLength(Limits.batchMaxItems);
    for (const body of [{ requests: [] }, { requests: Array.from({ length: Limits.batchMaxItems + 1 }, () => 0) }, { requests: 'x' }, {}, [], null, 'x']) {
      expect(() => parseBatchBody(body)).toThrow(/^requests: |^body: /);
    }
  });
});

describe('a batch item', () => {
  it('reads a good one', () => {
    expect(parseBatchItem(item({ method: 'DELETE', content_type: 'application/json', body: '{"a":1}', path: '/web/comments/1/add/?hl=fr' })))
      .toEqual(item({ method: 'DELETE', content_type: 'application/json', body: '{"a":1}', path: '/web/comments/1/add/?hl=fr' }));
  });

  it('names the field that is wrong', () => {
    expect(() => parseBatchItem(item({ method: 'GET' }))).toThrow(/^method: /);
    expect(() => parseBatchItem(item({ path: 3 }))).toThrow(/^path: /);
    expect(() => parseBatchItem(item({ body: undefined }))).toThrow(/^body: /);
    expect(() => parseBatchItem(item({ content_type: 'multipart/form-data' }))).toThrow(/^content_type: /);
    expect(() => parseBatchItem(item({ mutation_id: undefined }))).toThrow(/^mutation_id: /);
    expect(() => parseBatchItem(item({ mutation_id: 'has space' }))).toThrow(/^mutation_id: /);
    expect(() => parseBatchItem(item({ mutation_id: 'x'.repeat(101) }))).toThrow(/^mutation_id: /);
    expect(() => parseBatchItem(null)).toThrow(/^method: /);
    expect(() => parseBatchItem(item({ path: '/accounts/login/ajax/' }))).toThrow(/^path: this call may not be batched/);
  });
});

describe('which calls may be batched', () => {
  it('the signed-in mutations the outbox queues', () => {
    for (const path of [
      '/web/likes/12/like/',
      '/web/save/12/unsave/?hl=fr',
      '/web/comments/12/add/',
      '/web/friendships/3/follow/',
      '/web/tags/follow/caf%C3%A9/',
      '/collections/4/add/',
      '/create/configure/',
      '/create/9/delete/',
      '/igtv/configure_to_igtv/',
      '/media/9/edit/',
      '/api/v1/direct_v2/threads/broadcast/',
      '/accounts/address_book/unlink/',
      '/accounts/address_book/unlink/?hl=fr',
    ]) expect(unbatchableReason(path), path).toBeNull();
  });

  it('not a batch, an entry flow, an upload, a beacon, logging, push or development route', () => {
    for (const path of [
      '/web/batch/',
      '/web/batch',
      '/web/batch/?x=1',
      '/web/consent/update/',
      '/accounts/login/ajax/',
      '/accounts/logout/ajax/',
      '/accounts/web_create_ajax/',
      '/accounts/web_change_profile_picture/',
      '/accounts/address_book/link/',
      '/accounts/address_book/unlink/x/',
      '/accounts/address_book/unlink',
      '/fb/create/ajax/',
      '/rupload_igphoto/e1',
      '/ajax/bz',
      '/client_error/',
      '/push/web/register/',
      '/download/request_download_data_ajax/',
      '/dev/outbox',
      '/graphql/query/',
      '/WEB/likes/1/like/',
      ...BEACON_PATHS,
    ]) expect(unbatchableReason(path), path).toBe('this call may not be batched');
  });

  it('a path of this server, as it is: no URL, no dot segment, no fragment, nothing the URL parser would change', () => {
    for (const path of [
      'web/likes/1/like/',
      'http://other.test/web/likes/1/like/',
      '//other.test/web/likes/1/like/',
      '/web/../accounts/login/ajax/',
      '/web/%2e%2e/accounts/login/ajax/',
      '/web/./likes/1/like/',
      '/web\\likes/1/like/',
      '/web/likes/1/like/#x',
      '/web/likes/1 /like/',
      '/web/likes/é/like/',
      '',
    ]) expect(unbatchableReason(path), path).not.toBeNull();
  });
});
