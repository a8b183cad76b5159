/**
 * The stylesheet rules a kept first screen can use (issue 16, benchmark 9): the service worker
 * serves the page with these inline instead of the whole stylesheet (sw/inline-stylesheet.ts),
 * which the page loads after its first frame. Fewer rules to parse and match before the first
 * post paints; the same look, since these are the very rules, in their order.
 *
 * A rule is kept unless it cannot apply to the markup: each of its selector's alternatives
 * names a class that no element of the markup carries (classes inside functional pseudo-classes
 * such as :not() or :is() are not counted; a selector without a class is kept). At-rules are
 * kept whole, grouping ones (@media, @supports, @layer, @container) with the rules kept inside.
 */

/** The classes of a markup string's elements. */
export function classesOf(markup: string): Set<string> {
  const out = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g)) for (const c of (m[1] ?? '').split(/\s+/)) if (c !== '') out.add(c);
  return out;
}

/** A selector list's alternatives (split at the commas outside parentheses and brackets). */
export function alternativesOf(selector: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  out.push(selector.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** The classes an alternative requires: those outside any parentheses or brackets. */
export function requiredClasses(alternative: string): string[] {
  let top = '';
  let depth = 0;
  for (let i = 0; i < alternative.length; i++) {
    const ch = alternative[i] as string;
    if (ch === '\\') {
      if (depth === 0) top += alternative.slice(i, i + 2);
      i++;
    } else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0) top += ch;
  }
  return [...top.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

/** Whether a selector list can match an element of markup with these classes (see above). */
export function mayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  return alternativesOf(selector).some((alt) => requiredClasses(alt).every((c) => classes.has(c)));
}

/** The parts of a CSSOM rule this filter reads (a CSSRule, structurally, so it can be tested without a DOM). */
export interface RuleLike {
  cssText: string;
  selectorText?: string;
  cssRules?: ArrayLike<RuleLike>;
}

function keptText(rule: RuleLike, classes: ReadonlySet<string>): string {
  if (rule.selectorText !== undefined) {
    // A style rule (one with nested rules is kept whole).
    if ((rule.cssRules?.length ?? 0) > 0) return rule.cssText;
    return mayMatch(rule.selectorText, classes) ? rule.cssText : '';
  }
  if (rule.cssRules !== undefined && /^@(media|supports|layer|container)\b/i.test(rule.cssText)) {
    const inner = keptRules(rule.cssRules, classes);
    if (inner === '') return '';
    const open = rule.cssText.indexOf('{');
    return open < 0 ? rule.cssText : `${rule.cssText.slice(0, open).trim()}{${inner}}`;
  }
  return rule.cssText; // @font-face, @keyframes, @property, @import, a @layer statement…
}

/** The text of the rules of `rules` that markup with `classes` may use, in their order. */
export function keptRules(rules: ArrayLike<RuleLike>, classes: ReadonlySet<string>): string {
  let out = '';
  for (let i = 0; i < rules.length; i++) out += keptText(rules[i] as RuleLike, classes);
  return out;
}

/** A stylesheet of the build (a file under /assets/ of this site), not one inline in the page. */
const isBuildSheet = (sheet: CSSStyleSheet): boolean => sheet.href !== null && new URL(sheet.href).origin === location.origin && new URL(sheet.href).pathname.startsWith('/assets/');

/**
 * The build's stylesheets' rules that the markup (a kept first screen) may use; null when there
 * is none (a page that came with its rules inline and has not loaded the build's yet) or a
 * stylesheet's rules cannot be read, so the whole stylesheet is used.
 */
export function firstScreenCss(markup: string, sheets: Iterable<CSSStyleSheet> = Array.from(document.styleSheets)): string | null {
  const classes = classesOf(markup);
  const build = Array.from(sheets).filter(isBuildSheet);
  if (build.length === 0) return null;
  let out = '';
  for (const sheet of build) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      return null;
    }
    out += keptRules(rules as unknown as ArrayLike<RuleLike>, classes);
  }
  return out;
}
