import { describe, expect, it } from 'vitest';
import { createSecretHasher, cryptoSecrets, readCode } from './secrets';

describe('secrets (tokens and codes stored only as HMAC)', () => {
  it('makes 6-digit codes and long random tokens', () => {
    expect(cryptoSecrets.code()).toMatch(/^\d{6}$/);
    expect(cryptoSecrets.token()).toMatch(/^[\w-]{43}$/);
    expect(cryptoSecrets.token()).not.toBe(cryptoSecrets.token());
  });

  it('binds the hash to purpose, subject and secret, and to the server key', () => {
    const hash = createSecretHasher(Buffer.alloc(32, 1));
    expect(hash('signup_sms', '+15550100002', '123456')).toBe(hash('signup_sms', '+15550100002', '123456'));
    expect(hash('signup_sms', '+15550100002', '123456')).not.toBe(hash('signup_sms', '+15550100003', '123456'));
    expect(hash('signup_sms', '+15550100002', '123456')).not.toBe(hash('two_factor_sms', '+15550100002', '123456'));
    expect(createSecretHasher(Buffer.alloc(32, 2))('a', 'b', 'c')).not.toBe(hash('a', 'b', 'c'));
    expect(hash('signup_sms', '+15550100002', '123456')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a typed code: 6 digits, spaces allowed', () => {
    expect(readCode('123 456')).toBe('123456');
    expect(readCode('12345')).toBeNull();
    expect(readCode('12345a')).toBeNull();
  });
});
