import { describe, expect, it } from 'vitest';
import { fold } from '../test-support/state-fixtures';

describe('users reducer (001 §3 User)', () => {
  it('a partial user (a comment owner) never blanks what a full payload told', () => {
    const s = fold([
      { type: 'users-received', users: [{ id: 'u1', username: 'ann', fullName: 'Ann A', profilePictureUrl: '/a.jpg', isPrivate: true, isVerified: false }] },
      { type: 'users-received', users: [{ id: 'u1', username: 'ann', profilePictureUrl: '/a2.jpg', isVerified: true }] },
    ]);
    expect(s.users.users['u1']).toMatchObject({ fullName: 'Ann A', isPrivate: true, profilePictureUrl: '/a2.jpg', isVerified: true });
  });

  it('001 §3 User: fullName defaults to empty; the username-to-id map follows', () => {
    const s = fold([{ type: 'users-received', users: [{ id: 'u2', username: 'bo' }] }]);
    expect(s.users.users['u2']?.fullName).toBe('');
    expect(s.users.usernameToId).toEqual({ bo: 'u2' });
  });

  it('the same user again keeps the object', () => {
    const s = fold([{ type: 'users-received', users: [{ id: 'u2', username: 'bo' }] }]);
    expect(fold([{ type: 'users-received', users: [{ id: 'u2', username: 'bo' }] }], s)).toBe(s);
  });

  it('issue 11: the viewer from the page bootstrap takes their new picture at once', () => {
    const s = fold([
      { type: 'viewer-changed', viewerId: 'v1', user: { id: 'v1', username: 'viv', fullName: 'Viv', profilePictureUrl: '' } },
      { type: 'users-received', users: [{ id: 'v1', username: 'viv', profilePictureUrl: '/media/new.jpg' }] },
    ]);
    expect(s.users.viewerId).toBe('v1');
    expect(s.users.users['v1']).toMatchObject({ username: 'viv', fullName: 'Viv', profilePictureUrl: '/media/new.jpg' });
  });
});
