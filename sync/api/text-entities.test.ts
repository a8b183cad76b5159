import { describe, expect, it } from 'vitest';
import { hashtagsIn, mentionsIn, textSegments } from './text-entities';

describe('text entities (issue 12: hashtags and mentions become links)', () => {
  it('splits text into plain, hashtag and mention segments that join back to the text', () => {
    const text = 'Sunset with @anna.k at #GoldenHour, #golden_hour again. Mail me@example.com #café';
    const segments = textSegments(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.kind !== 'text')).toEqual([
      { kind: 'mention', text: '@anna.k', username: 'anna.k' },
      { kind: 'hashtag', text: '#GoldenHour', name: 'goldenhour' },
      { kind: 'hashtag', text: '#golden_hour', name: 'golden_hour' },
      { kind: 'hashtag', text: '#café', name: 'café' },
    ]);
  });

  it('leaves a trailing dot out of a mention and ignores a lone @ or #', () => {
    expect(mentionsIn('thanks @bob. and @ nobody @...')).toEqual(['bob']);
    expect(hashtagsIn('# nothing ## here #ok')).toEqual(['ok']);
  });

  it('lists each name once, lowercased, in order of first use', () => {
    expect(hashtagsIn('#B #a #b')).toEqual(['b', 'a']);
    expect(mentionsIn('@Zed @amy @zed')).toEqual(['zed', 'amy']);
    expect(hashtagsIn(null)).toEqual([]);
  });
});
