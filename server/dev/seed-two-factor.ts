import { DEMO_SMS_USER, DEMO_TOTP_USER, SEED_PASSWORD } from '../../fixtures/seed';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { hashPassword } from '../auth/password-hash';
import type { UserRow } from '../db/types';

/**
 * Two demo accounts with a second factor (issue 4), seeded with the demo data and made by
 * tests the same way. Their names and the public TOTP secret live in
 * fixtures/seed/two-factor-people.ts (browser tests read them there too).
 */
export { DEMO_SMS_USER, DEMO_TOTP_USER };

export interface SeededTwoFactor {
  totp: UserRow;
  sms: UserRow;
}

/** Creates both accounts (when missing). `passwordHash` defaults to the hash of the demo password. */
export async function seedTwoFactorDemo(ctx: AppContext, passwordHash?: string): Promise<SeededTwoFactor> {
  const hash = passwordHash ?? (await hashPassword(SEED_PASSWORD));
  const { users } = ctx.repos;
  const { phones, twoFactor } = ctx.entry.stores;
  return ctx.repos.transaction(() => {
    const make = (u: { username: string; email: string; fullName: string }): UserRow =>
      users.byUsername(u.username) ??
      users.create({ username: u.username, email: u.email, fullName: u.fullName, passwordHash: hash, createdAt: nowSeconds(ctx) });
    const totp = make(DEMO_TOTP_USER);
    twoFactor.set({ userId: totp.id, totpSecret: DEMO_TOTP_USER.totpSecret, totpLastStep: 0, smsOn: false });
    const sms = make(DEMO_SMS_USER);
    phones.set(sms.id, DEMO_SMS_USER.phoneNumber, ctx.now());
    twoFactor.set({ userId: sms.id, totpSecret: null, totpLastStep: 0, smsOn: true });
    return { totp, sms };
  });
}
