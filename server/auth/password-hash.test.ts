import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAccountPassword, verifyPassword } from './password-hash';

// Spied, not replaced: the test sees which scrypt work each check does.
vi.mock('node:crypto', async (original) => {
  const real = await original<typeof crypto>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('scrypt$16384$')).toBe(true);
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
  });
});

describe('checking the password of an account that may not exist', () => {
  const scryptCalls = () => vi.mocked(crypto.scrypt).mock.calls.map(([, salt, keylen, options]) => ({ saltBytes: (salt as Buffer).length, keylen, options }));

  it('verifies against the account hash when there is one', async () => {
    const stored = await hashPassword('right one');
    await expect(verifyAccountPassword('right one', stored)).resolves.toBe(true);
    await expect(verifyAccountPassword('wrong one', stored)).resolves.toBe(false);
  });

  it('refuses no account after the same scrypt work as a wrong password (no timing oracle)', async () => {
    const stored = await hashPassword('right one');
    await verifyAccountPassword('warm-up', undefined); // the dummy hash is made once, on first use
    vi.mocked(crypto.scrypt).mockClear();
    await expect(verifyAccountPassword('guess', stored)).resolves.toBe(false);
    const wrongPassword = scryptCalls();
    vi.mocked(crypto.scrypt).mockClear();
    await expect(verifyAccountPassword('guess', undefined)).resolves.toBe(false);
    const noAccount = scryptCalls();
    expect(wrongPassword).toHaveLength(1);
    expect(noAccount).toEqual(wrongPassword);
  });
});
