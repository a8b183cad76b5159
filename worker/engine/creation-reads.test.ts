import { describe, expect, it } from 'vitest';
import { wirePost } from '../test-support/wire-fixtures';
import type { Handler, Harness } from '../test-support/engine-harness';
import { createHarness, json, newProfile, closedAfterEach } from '../test-support/engine-harness';

const keep = closedAfterEach();

async function started(handler: Handler): Promise<Harness> {
  const h = keep(createHarness(newProfile(), handler));
  await h.start();
  return h;
}

describe('creation reads (001 §7 Creation and upload)', () => {
  it('searchLocations asks GET /location_search/ with search_query and hands over id, name and address', async () => {
    const seen: URL[] = [];
    const h = await started(({ url }) => {
      seen.push(url);
      if (url.pathname === '/location_search/') {
        return json({ status: 'ok', venues: [{ external_id: '12', name: 'Lisbon Oceanarium', address: 'Esplanada D. Carlos I', lat: 38.7, lng: -9.1 }, { external_id: '13', name: 'Lisbon', address: null, lat: null, lng: null }] });
      }
      return json({ status: 'fail', message: 'not found' }, 404);
    });
    const r = await h.engine.searchLocations(' Lisbon ');
    expect(r).toEqual({ ok: true, value: [{ id: '12', name: 'Lisbon Oceanarium', address: 'Esplanada D. Carlos I' }, { id: '13', name: 'Lisbon', address: '' }] });
    const asked = seen.find((u) => u.pathname === '/location_search/');
    expect(asked?.searchParams.get('search_query')).toBe('Lisbon');
  });

  it('searchLocations reports the server refusal as a failure with its message', async () => {
    const h = await started(() => json({ status: 'fail', message: 'Please log in.', error_type: 'login_required' }, 403));
    const r = await h.engine.searchLocations('x');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.statusCode).toBe(403);
  });

  it('listIgtvDrafts reads GET /api/v1/igtv/drafts/ and normalises each item to a Post with its title', async () => {
    const h = await started(({ url }) => {
      if (url.pathname === '/api/v1/igtv/drafts/') return json({ status: 'ok', items: [{ ...wirePost('77', { is_video: true }), product_type: 'igtv', title: 'Trip' }, wirePost('78')] });
      return json({ status: 'fail', message: 'not found' }, 404);
    });
    const r = await h.engine.listIgtvDrafts();
    if (!r.ok) throw new Error(r.message);
    expect(r.value.map((d) => [d.post.id, d.post.isVideo, d.title])).toEqual([['77', true, 'Trip'], ['78', false, '']]);
    expect(r.value[0]?.post.code).toBe(wirePost('77').shortcode);
  });
});
