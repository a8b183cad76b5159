import { describe, expect, it } from 'vitest';
import { requestSource } from './request-source';

const site = ['https://lumen.example', 'http://127.0.0.1:3000'];

describe('requestSource', () => {
  it.each([
    [{ origin: 'https://lumen.example' }, 'same-site'],
    [{ origin: 'http://127.0.0.1:3000' }, 'same-site'],
    [{ origin: 'https://lumen.example:443' }, 'same-site'],
    [{ referer: 'https://lumen.example/accounts/login/?next=/' }, 'same-site'],
    [{ origin: 'https://evil.example' }, 'cross-site'],
    [{ origin: 'https://lumen.example.evil.example' }, 'cross-site'],
    [{ origin: 'http://lumen.example' }, 'cross-site'],
    [{ origin: 'https://sub.lumen.example' }, 'cross-site'],
    [{ origin: 'null' }, 'cross-site'],
    [{ origin: 'garbage' }, 'cross-site'],
    [{ referer: 'https://evil.example/https://lumen.example' }, 'cross-site'],
    [{ referer: 'about:blank' }, 'cross-site'],
    // Origin wins over Referer.
    [{ origin: 'https://evil.example', referer: 'https://lumen.example/' }, 'cross-site'],
    [{ origin: 'https://lumen.example', referer: 'https://evil.example/' }, 'same-site'],
    [{}, 'unstated'],
    [{ origin: '', referer: '' }, 'unstated'],
  ] as const)('%o → %s', (headers, expected) => {
    expect(requestSource(headers, site)).toBe(expected);
  });
});
