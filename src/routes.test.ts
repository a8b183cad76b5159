import { describe, expect, it } from 'vitest';
import { isReservedUsername } from '../sync/api/reserved-usernames';
import { AuthFlowPaths, Paths } from './routes';
import { StoryPaths } from './screens/stories/story-paths';

/** The first segment of a page's path, unless it is a parameter (the profile's /{username}/…). */
const firstSegment = (path: string): string | null => {
  const seg = path.split('/')[1] ?? '';
  return seg === '' || seg.startsWith(':') ? null : seg;
};

describe('reserved usernames (sync/api/reserved-usernames.ts)', () => {
  it('hold the first segment of every page, so no profile hides behind one', () => {
    const pages = [...Object.values(Paths), ...Object.values(AuthFlowPaths), ...Object.values(StoryPaths)];
    const segments = [...new Set(pages.map(firstSegment).filter((s): s is string => s !== null))];
    expect(segments.length).toBeGreaterThan(10);
    expect(segments.filter((s) => !isReservedUsername(s))).toEqual([]);
  });
});
