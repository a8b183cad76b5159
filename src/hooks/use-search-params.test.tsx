import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { useRawSearch, useSearchParams } from './use-search-params';

function Show() {
  return <>{`${useRawSearch()}|${useSearchParams().get('u') ?? ''}`}</>;
}

describe('useSearchParams', () => {
  it('decodes a value once: "%25" stays a percent sign, "%2F" in a value stays what it was', () => {
    const html = renderToString(
      <Router ssrPath="/l/" ssrSearch="?u=https%3A%2F%2Fa.example%2Flogin%3Fnext%3D%252Fme">
        <Show />
      </Router>,
    );
    expect(html).toBe('u=https%3A%2F%2Fa.example%2Flogin%3Fnext%3D%252Fme|https://a.example/login?next=%2Fme');
  });
});
