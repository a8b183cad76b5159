import { describe, expect, it } from 'vitest';
import { matchPeople } from './people-match';

const p = (id: string, username: string, fullName = '') => ({ id, username, fullName, profilePictureUrl: '' });
const users = { a: p('a', 'anna'), b: p('b', 'joanna'), c: p('c', 'ben', 'Anna Bell'), d: p('d', 'zed') };

describe('matchPeople', () => {
  it('puts usernames starting with the query first, then containing it, then full names', () => {
    expect(matchPeople(users, 'ANN').map((u) => u.username)).toEqual(['anna', 'joanna', 'ben']);
  });
  it('ignores a leading @ and an empty query', () => {
    expect(matchPeople(users, '@zed').map((u) => u.id)).toEqual(['d']);
    expect(matchPeople(users, '  ')).toEqual([]);
  });
  it('leaves out people already tagged, and stops at the limit', () => {
    expect(matchPeople(users, 'ann', new Set(['a'])).map((u) => u.id)).toEqual(['b', 'c']);
    expect(matchPeople(users, 'n', new Set(), 2)).toHaveLength(2);
  });
});
