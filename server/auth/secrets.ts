import { createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * Tokens, codes and how they are kept. Links carry random 32-byte tokens; SMS carry 6-digit
 * codes. Both are stored only as an HMAC-SHA-256 (keyed by the server's secret, bound to the
 * purpose and subject), so a database copy reveals none and a 6-digit code cannot be
 * brute-forced offline. Randomness is injectable for tests.
 */
export interface SecretSource {
  token(): string;
  code(): string;
}

export const cryptoSecrets: SecretSource = {
  token: () => randomBytes(32).toString('base64url'),
  code: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
};

export type SecretHasher = (purpose: string, subject: string, secret: string) => string;

export function createSecretHasher(serverSecret: Buffer): SecretHasher {
  const key = createHmac('sha256', serverSecret).update('lumen entry-flow secrets v1').digest();
  return (purpose, subject, secret) =>
    createHmac('sha256', key).update(`${purpose}\u0000${subject}\u0000${secret}`).digest('hex');
}

/** 6 digits, spaces allowed between them (as people type them from an SMS). */
export const readCode = (raw: string): string | null => {
  const digits = raw.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};
