import { describe, expect, it } from 'vitest';
import { visibleBottom } from './visible-bottom';

describe('visibleBottom', () => {
  it("ends at the phone's tab bar when one covers the bottom of the viewport", () => {
    expect(visibleBottom(839, [{ top: 787, height: 52 }])).toBe(787);
  });

  it('is the viewport when the bar is not shown (desktop: no box) or there is none', () => {
    expect(visibleBottom(860, [{ top: 0, height: 0 }])).toBe(860);
    expect(visibleBottom(860, [])).toBe(860);
  });

  it('ignores a bar below the viewport', () => {
    expect(visibleBottom(700, [{ top: 900, height: 52 }])).toBe(700);
  });
});
