import { describe, expect, it } from 'vitest';
import { nextEntityState } from './entity-state';
import type { EntityEvent } from './entity-state';
import type { UploadEntityState } from '../db/types';

const fold = (events: EntityEvent['type'][]): UploadEntityState | null =>
  events.reduce<UploadEntityState | null>((s, type) => (s === null ? null : nextEntityState(s, { type } as EntityEvent)), 'receiving');

describe('entity state (DESIGN.md Uploads)', () => {
  it('receives bytes over several requests, then processes and is done', () => {
    expect(fold(['bytes-received', 'bytes-received', 'all-received', 'accepted'])).toBe('done');
  });

  it('fails a file its rules reject', () => {
    expect(fold(['all-received', 'rejected'])).toBe('failed');
  });

  it('resumes processing after a restart', () => {
    expect(fold(['all-received', 'resumed', 'accepted'])).toBe('done');
  });

  it('takes no more bytes once complete, and never leaves done or failed', () => {
    expect(fold(['all-received', 'bytes-received'])).toBeNull();
    expect(nextEntityState('done', { type: 'rejected' })).toBeNull();
    expect(nextEntityState('failed', { type: 'accepted' })).toBeNull();
  });
});
