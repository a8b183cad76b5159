import { describe, expect, it } from 'vitest';
import { searchStatus } from './search-status';

const base = { online: true, query: 'lis', pending: false, failed: false, count: 3, noun: { one: 'place', many: 'places' } };

describe('searchStatus', () => {
  it('says nothing for an empty query', () => {
    expect(searchStatus({ ...base, query: ' ' })).toBeNull();
  });
  it('counts results, singular and plural', () => {
    expect(searchStatus(base)).toBe('3 places found. Use the arrow keys to choose.');
    expect(searchStatus({ ...base, count: 1 })).toBe('1 place found. Use the arrow keys to choose.');
    expect(searchStatus({ ...base, count: 0 })).toBe('No places found.');
  });
  it('says why nothing comes: offline, failure, or still searching', () => {
    expect(searchStatus({ ...base, online: false })).toBe('Searching places needs a connection.');
    expect(searchStatus({ ...base, failed: true })).toBe("Couldn't search places. Try again.");
    expect(searchStatus({ ...base, pending: true })).toBe('Searching…');
  });
});
