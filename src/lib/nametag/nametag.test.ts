import { describe, expect, it } from 'vitest';
import { NAMETAG_COLOURS, nextColour, profileUrl, readColour } from './nametag';
import type { NametagColour } from './nametag';

describe('nametag', () => {
  it('goes through every colour and back to the first', () => {
    const seen: NametagColour[] = [NAMETAG_COLOURS[0]];
    let c: NametagColour = NAMETAG_COLOURS[0];
    for (let i = 1; i < NAMETAG_COLOURS.length; i++) seen.push((c = nextColour(c)));
    expect(seen).toEqual([...NAMETAG_COLOURS]);
    expect(nextColour(c)).toBe(NAMETAG_COLOURS[0]);
  });

  it('reads a kept colour, and the first one for anything else', () => {
    expect(readColour('forest')).toBe('forest');
    expect(readColour(null)).toBe('sunset');
    expect(readColour('"><script>')).toBe('sunset');
  });

  it('holds the profile address on this site', () => {
    expect(profileUrl('https://lumen.example', 'maya.chen')).toBe('https://lumen.example/maya.chen/');
  });
});
