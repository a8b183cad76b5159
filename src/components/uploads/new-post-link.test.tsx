import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { NewPostLink } from './new-post-link';

describe('NewPostLink', () => {
  it('is the current page on each of the composer\'s tabs', () => {
    for (const path of ['/create/style/', '/create/story/', '/tv/upload/', '/tv/upload']) {
      expect(renderWith(state({}), <NewPostLink className="tab" />, path)).toContain('aria-current="page"');
    }
  });

  it('is not current elsewhere', () => {
    expect(renderWith(state({}), <NewPostLink className="tab" />, '/tv/drafts')).not.toContain('aria-current');
    expect(renderWith(state({}), <NewPostLink className="tab" />, '/')).not.toContain('aria-current');
  });
});
