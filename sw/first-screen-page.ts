/**
 * The answer for a page served with its first screen (issue 16, benchmark 9), from the cached
 * page with the snapshot in its root (./first-screen.ts): the first screen's own rules inline
 * when the page kept them with this markup, else the whole stylesheet (./inline-stylesheet.ts),
 * and the app's module started after the first frame (./deferred-start.ts), which then loads
 * the stylesheets left out.
 *
 *   rules kept for this markup ──inline them──▶ start script (stylesheets, then module) ──▶ answer
 *     └─ none, or either step cannot be done ──▶ whole stylesheet inline ──▶ start script (module)
 *                                                 └─ (each step left out when it cannot be done)
 */
import { deferModuleScript } from './deferred-start';
import type { PageWithFirstScreen } from './first-screen';
import { CSP_HEADER, inlineStylesheetText } from './inline-stylesheet';

export interface FirstScreenAnswer {
  html: string;
  /** The policy to answer with (null: the page had none). */
  policy: string | null;
}

export async function firstScreenAnswer(found: PageWithFirstScreen, rules: string | undefined, read: (href: string) => Promise<string | undefined>): Promise<FirstScreenAnswer> {
  const policy = found.headers.get(CSP_HEADER);
  if (rules !== undefined) {
    const partial = await inlineStylesheetText(found.html, policy, read, rules);
    // The stylesheets left out come only with the start script: both, or neither.
    const started = partial && deferModuleScript(partial.html, policy !== null, partial.later);
    if (partial && started) return { html: started, policy: partial.policy };
  }
  const whole = await inlineStylesheetText(found.html, policy, read);
  const html = whole?.html ?? found.html;
  return { html: deferModuleScript(html, policy !== null) ?? html, policy: whole ? whole.policy : policy };
}
