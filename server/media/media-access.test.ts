import { describe, expect, it } from 'vitest';
import type { MediaRef } from '../db/types';
import { mediaAccess, pictureKeyOf } from './media-access';
import type { AccessCheck } from './media-access';

const PUBLIC_OWNER = 1;
const PRIVATE_OWNER = 2;
const FOLLOWER = 3;
const STRANGER = 4;

const check = (viewerId: number | null): AccessCheck => ({
  viewerId,
  ownerIsPublic: (id) => id === PUBLIC_OWNER,
  viewerMaySee: (id) => id === PUBLIC_OWNER || (id === PRIVATE_OWNER && (viewerId === PRIVATE_OWNER || viewerId === FOLLOWER)),
});

const post = (ownerId: number, isPublished = true): MediaRef => ({ kind: 'post', ownerId, isPublished });

describe('mediaAccess (issue 11 item 8)', () => {
  it('makes profile pictures and the default avatar public', () => {
    expect(mediaAccess('k-150.jpg', [{ kind: 'avatar' }], check(null))).toBe('public');
    expect(mediaAccess('default-avatar.svg', [], check(null))).toBe('public');
  });

  it('makes a public account\'s published post and story media public', () => {
    expect(mediaAccess('f', [post(PUBLIC_OWNER)], check(null))).toBe('public');
    expect(mediaAccess('f', [{ kind: 'story', ownerId: PUBLIC_OWNER }], check(STRANGER))).toBe('public');
  });

  it('serves a private account\'s media privately to the owner and approved followers only', () => {
    for (const ref of [post(PRIVATE_OWNER), { kind: 'story', ownerId: PRIVATE_OWNER } as const]) {
      expect(mediaAccess('f', [ref], check(PRIVATE_OWNER))).toBe('private');
      expect(mediaAccess('f', [ref], check(FOLLOWER))).toBe('private');
      expect(mediaAccess('f', [ref], check(STRANGER))).toBe('refused');
      expect(mediaAccess('f', [ref], check(null))).toBe('refused');
    }
  });

  it("added (stories): an expired story's media is its owner's alone; a live story naming the same file keeps it visible", () => {
    const expired = { kind: 'story', ownerId: PUBLIC_OWNER, expiringAt: 100 } as const;
    const at = (viewerId: number | null, now: number) => ({ ...check(viewerId), nowSeconds: now });
    expect(mediaAccess('f', [expired], at(STRANGER, 99))).toBe('public');
    expect(mediaAccess('f', [expired], at(STRANGER, 100))).toBe('refused');
    expect(mediaAccess('f', [expired], at(PUBLIC_OWNER, 100))).toBe('private');
    expect(mediaAccess('f', [{ ...expired, ownerId: PRIVATE_OWNER }], at(FOLLOWER, 100))).toBe('refused');
    expect(mediaAccess('f', [expired, { ...expired, expiringAt: 500 }], at(STRANGER, 100))).toBe('public');
  });

  it('keeps drafts and unconfigured uploads to their owner, whatever the account', () => {
    for (const ref of [post(PUBLIC_OWNER, false), { kind: 'upload', ownerId: PUBLIC_OWNER } as const]) {
      expect(mediaAccess('f', [ref], check(PUBLIC_OWNER))).toBe('private');
      expect(mediaAccess('f', [ref], check(FOLLOWER))).toBe('refused');
      expect(mediaAccess('f', [ref], check(null))).toBe('refused');
    }
  });

  it('takes the most visible row when several name the file, and refuses a file no row names', () => {
    expect(mediaAccess('f', [{ kind: 'upload', ownerId: PUBLIC_OWNER }, post(PUBLIC_OWNER)], check(null))).toBe('public');
    expect(mediaAccess('f', [post(PUBLIC_OWNER, false), post(PRIVATE_OWNER)], check(FOLLOWER))).toBe('private');
    expect(mediaAccess('orphan-1080.jpg', [], check(PUBLIC_OWNER))).toBe('refused');
  });
});

describe('pictureKeyOf', () => {
  it('reads the key of <key>-<width>.jpg and nothing else', () => {
    expect(pictureKeyOf('u0123abcd-1080.jpg')).toBe('u0123abcd');
    expect(pictureKeyOf('s1---tPMhitlF-640.jpg')).toBe('s1---tPMhitlF');
    expect(pictureKeyOf('u0123abcd.mp4')).toBeNull();
    expect(pictureKeyOf('v1-av-maya.jpg')).toBeNull();
  });
});
