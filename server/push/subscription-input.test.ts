import { describe, expect, it } from 'vitest';
import { endpointAllowed } from './subscription-input';

describe('push endpoints (secure by default)', () => {
  it('allows https host names only', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    for (const bad of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x',
      'https://10.0.0.1/x', 'https://intranet/x', 'https://u:p@push.example.com/x', 'ftp://push.example.com/', 'nope']) {
      expect(endpointAllowed(bad, false), bad).toBe(false);
    }
  });

  it('allows http on the loopback only under the test setting', () => {
    expect(endpointAllowed('http://127.0.0.1:9999/push/1', false)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9999/push/1', true)).toBe(true);
    expect(endpointAllowed('http://push.example.com/push/1', true)).toBe(false);
  });
});
