import { describe, expect, it } from 'vitest';
import { highlightPath, storiesFrom, storyPath } from './story-paths';

describe('story paths (001 §2 /stories/{username}/)', () => {
  it("a reel's page and how the viewer was entered", () => {
    expect(storyPath('maya.chen')).toBe('/stories/maya.chen/');
    expect(storiesFrom({ storiesFrom: 'tray' })).toBe('tray');
    expect(storiesFrom({ storiesFrom: 'link' })).toBe('link');
    expect(storiesFrom(null)).toBeNull();
    expect(storiesFrom({ storiesFrom: 'elsewhere' })).toBeNull();
  });

  it("added (highlights): a highlight's page (001 §2 /stories/highlights/{id}/), a client id escaped", () => {
    expect(highlightPath('17')).toBe('/stories/highlights/17/');
    expect(highlightPath('local:ab-1')).toBe('/stories/highlights/local%3Aab-1/');
  });
});
