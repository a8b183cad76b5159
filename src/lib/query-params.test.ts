import { describe, expect, it } from 'vitest';
import { queryParamsJson } from './query-params';

describe('queryParamsJson', () => {
  it('encodes the query params as a JSON object', () => {
    expect(queryParamsJson('?next=%2Fp%2Fa%2F&hl=fr')).toBe('{"next":"/p/a/","hl":"fr"}');
    expect(queryParamsJson('')).toBe('{}');
  });
});
