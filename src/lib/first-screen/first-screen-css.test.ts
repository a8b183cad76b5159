import { describe, expect, it } from 'vitest';
import type { RuleLike } from './first-screen-css';
import { alternativesOf, classesOf, keptRules, mayMatch, requiredClasses } from './first-screen-css';

const MARKUP = '<main class="feed"><article class="post post--photo" aria-label="Post by maya"><img class="post__media" src="/media/1.jpg"></article></main>';
const classes = classesOf(MARKUP);

const style = (selectorText: string, body = 'color:red'): RuleLike => ({ selectorText, cssText: `${selectorText}{${body}}` });
const group = (head: string, rules: RuleLike[]): RuleLike => ({ cssText: `${head} {${rules.map((r) => r.cssText).join('')}}`, cssRules: rules });

describe('first screen rules', () => {
  it('reads the markup\'s classes', () => {
    expect([...classes].sort()).toEqual(['feed', 'post', 'post--photo', 'post__media']);
  });

  it('splits a selector list at its top-level commas only', () => {
    expect(alternativesOf('.a, .b:is(.c, .d) > p,[data-x=","]')).toEqual(['.a', '.b:is(.c, .d) > p', '[data-x=","]']);
  });

  it('requires the classes outside functional pseudo-classes and attribute selectors', () => {
    expect(requiredClasses('.post:not(.post--video) .post__media')).toEqual(['post', 'post__media']);
    expect(requiredClasses('main :is(.x, .y)')).toEqual([]);
    expect(requiredClasses('.md\\:wide')).toEqual(['md:wide']);
  });

  it('keeps a rule when one alternative may match, or it names no class', () => {
    expect(mayMatch('.post__media', classes)).toBe(true);
    expect(mayMatch('.dialog, .post', classes)).toBe(true);
    expect(mayMatch('.dialog .post', classes)).toBe(false);
    expect(mayMatch('body, html', classes)).toBe(true);
    expect(mayMatch('.post:not(.dialog)', classes)).toBe(true);
  });

  it('keeps the rules in their order, grouping rules with their kept rules only, other at-rules whole', () => {
    const rules: RuleLike[] = [
      style(':root', '--gap:8px'),
      style('.dialog'),
      style('.post'),
      group('@media (min-width: 900px)', [style('.profile'), style('.feed', 'padding:0')]),
      group('@media print', [style('.profile')]),
      { cssText: '@keyframes spin{to{transform:rotate(1turn)}}', cssRules: [] },
      { cssText: '@font-face{font-family:x;src:url(/x.woff2)}' },
    ];
    expect(keptRules(rules, classes)).toBe(
      ':root{--gap:8px}.post{color:red}@media (min-width: 900px){.feed{padding:0}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(/x.woff2)}',
    );
  });
});
