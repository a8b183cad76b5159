import { describe, expect, it } from 'vitest';
import type { WireListUser } from '../../sync/api/people-wire';
import { emptyBundle, normalizeListUser } from './people';

const wire = (over: Partial<WireListUser>): WireListUser => ({
  id: 'u7', username: 'ines', full_name: 'Inès', profile_pic_url: '/a.jpg', is_private: true, is_verified: false,
  followed_by_viewer: false, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false, ...over,
});

const relationshipOf = (w: WireListUser) => {
  const bundle = emptyBundle();
  normalizeListUser(w, bundle);
  return bundle.relationships[0];
};

describe('normalizeListUser (001 §3 Relationship)', () => {
  it("keeps a request to follow the viewer: a list user who asked is 'requested', not 'not-following'", () => {
    // A list (search, suggestions, followers) read after Activity must not turn a pending request
    // into "Request removed" (the request's Confirm / Delete read followsViewer).
    expect(relationshipOf(wire({ has_requested_viewer: true }))).toMatchObject({ userId: 'u7', followsViewer: 'requested' });
  });

  it('reads both directions from the wire', () => {
    expect(relationshipOf(wire({ follows_viewer: true }))).toMatchObject({ followsViewer: 'following', followedByViewer: 'not-following' });
    expect(relationshipOf(wire({ requested_by_viewer: true }))).toMatchObject({ followsViewer: 'not-following', followedByViewer: 'requested' });
    expect(relationshipOf(wire({ followed_by_viewer: true }))).toMatchObject({ followsViewer: 'not-following', followedByViewer: 'following' });
  });
});
