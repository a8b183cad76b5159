import type { Page } from '@playwright/test';

/** What the page reported about its Content-Security-Policy. */
export interface CspWatch {
  /** Every violation seen so far, as "directive blocked-uri (source:line)", and console lines about CSP. */
  seen(): string[];
}

/** Console lines Chromium writes when a policy blocks something. */
const CSP_CONSOLE = /Content Security Policy|Refused to (?:load|execute|apply|connect|frame|create|evaluate)/i;

/**
 * Records CSP violations of every document the page loads (issue 11 item 5): a listener for
 * `securitypolicyviolation` installed before any page script (addInitScript) reports through a
 * binding, which survives navigations, reloads and the offline profile; console messages that
 * name the policy are kept too.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const seen: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    seen.push(line);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (line: string) => Promise<void> }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      void report(`${e.effectiveDirective} ${e.blockedURI || '(inline)'} (${e.sourceFile}:${e.lineNumber}) on ${e.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  return { seen: () => [...seen] };
}
