import { describe, expect, it } from 'vitest';
import { createSpeedMemory } from './speed-memory';

describe('speed memory (UploadTuning.speedMemoryMs: a recent upload sizes the next one)', () => {
  it('answers the last measured throughput while it is recent, then nothing', () => {
    let now = 0;
    const memory = createSpeedMemory(() => now, 600_000);
    expect(memory.hint()).toBeNull();
    memory.note(5_000_000);
    memory.note(null); // an upload that measured nothing does not erase it
    memory.note(0);
    now = 600_000;
    expect(memory.hint()).toBe(5_000_000);
    now = 600_001;
    expect(memory.hint()).toBeNull();
    memory.note(2_000_000);
    expect(memory.hint()).toBe(2_000_000);
  });
});
