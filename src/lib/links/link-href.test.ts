import { describe, expect, it } from 'vitest';
import { LinkshimLimits } from '../../../sync/api/linkshim-wire';
import { linkHref, shimIsStale, shimParts } from './link-href';

const SITE = 'http://localhost:4173';
const SIGNED = `/l/?${new URLSearchParams({ u: 'https://example.org/a?b=1', e: `1000.${'a'.repeat(64)}` }).toString()}`;

describe('linkHref', () => {
  it("opens the server's shimmed form when it is this address's", () => {
    expect(linkHref('https://example.org/a?b=1', SIGNED, SITE)).toBe(SIGNED);
  });

  it('agrees on the same address written two ways', () => {
    const shimmed = `/l/?${new URLSearchParams({ u: 'https://example.org/', e: '1.x' }).toString()}`;
    expect(linkHref('https://example.org', shimmed, SITE)).toBe(shimmed);
  });

  it("opens the unsigned form (its page asks) when the shimmed form is another address's, or missing", () => {
    const unsigned = '/l/?u=https%3A%2F%2Fexample.org%2Fnew';
    expect(linkHref('https://example.org/new', SIGNED, SITE)).toBe(unsigned);
    expect(linkHref('https://example.org/new', null, SITE)).toBe(unsigned);
    expect(linkHref('https://example.org/new', undefined, SITE)).toBe(unsigned);
  });

  it('opens an own-origin address as the server served it', () => {
    expect(linkHref('http://localhost:4173/maya/', 'http://localhost:4173/maya/', SITE)).toBe('http://localhost:4173/maya/');
  });

  it("never opens an address directly that is not the site's own", () => {
    expect(linkHref('javascript:alert(1)', 'javascript:alert(1)', SITE)).toBe('/l/?u=javascript%3Aalert%281%29');
    expect(linkHref('https://evil.example/', 'https://evil.example/', SITE)).toBe('/l/?u=https%3A%2F%2Fevil.example%2F');
  });
});

describe('shimParts and shimIsStale', () => {
  it('reads the address and signature of a shimmed form only', () => {
    expect(shimParts(SIGNED)).toEqual({ url: 'https://example.org/a?b=1', signature: `1000.${'a'.repeat(64)}` });
    expect(shimParts('https://example.org/')).toBeNull();
  });

  it('is stale an hour before the server would ask, never for an unsigned or own-origin form', () => {
    expect(shimIsStale(SIGNED, 1000 + LinkshimLimits.freshSeconds - 3_601)).toBe(false);
    expect(shimIsStale(SIGNED, 1000 + LinkshimLimits.freshSeconds - 3_599)).toBe(true);
    expect(shimIsStale('/l/?u=https%3A%2F%2Fexample.org%2F', 10 ** 9)).toBe(false);
    expect(shimIsStale('https://example.org/', 10 ** 9)).toBe(false);
  });
});
