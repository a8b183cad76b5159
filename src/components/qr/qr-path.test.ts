import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_OPTIONS, qrPath } from './qr-path';

/** The modules a path paints, read back: every rectangle is one row high, `h` wide. */
function painted(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

describe('qrPath', () => {
  it('paints exactly the dark modules, a run of them as one rectangle', () => {
    expect(qrPath([[true, true, false, true], [false, false, false, false]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
  });

  it('draws an authenticator address as its QR code, module for module', () => {
    const qr = encode('otpauth://totp/Lumen:demo?secret=JBSWY3DPEHPK3PXP&issuer=Lumen', QR_OPTIONS);
    expect(painted(qrPath(qr.data), qr.size)).toEqual(qr.data);
  });
});
