import { describe, expect, it } from 'vitest';
import { state } from '../test-support/fixtures';
import { renderWith } from '../test-support/render';
import { ExternalLink } from './external-link';

const SHIMMED = `/l/?${new URLSearchParams({ u: 'https://example.org/', e: `1000.${'a'.repeat(64)}` }).toString()}`;

describe('ExternalLink (the link shim, sync/api/linkshim-wire.ts)', () => {
  it("opens the server's shimmed form in a new tab with no opener and no referrer", () => {
    const html = renderWith(state({}), <ExternalLink url="https://example.org/" shimmed={SHIMMED}>example.org</ExternalLink>);
    expect(html).toBe(`<a href="${SHIMMED.replace(/&/g, '&amp;')}" target="_blank" rel="noopener noreferrer nofollow">example.org</a>`);
  });

  it('opens the unsigned form, whose page asks first, without a shimmed form of this address', () => {
    for (const shimmed of [null, undefined, SHIMMED]) {
      const html = renderWith(state({}), <ExternalLink url="https://other.example/x" shimmed={shimmed}>x</ExternalLink>);
      expect(html).toContain('href="/l/?u=https%3A%2F%2Fother.example%2Fx"');
    }
  });
});
