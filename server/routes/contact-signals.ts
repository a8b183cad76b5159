import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { SocialProviderName } from '../../sync/api/auth-wire';
import type { WireContactPointSignalsResponse, WireEncryptedCredentialsResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { tooMany } from '../auth/flow-errors';
import { fetchProfile } from '../auth/oauth-client';
import { sealCredentials } from '../auth/sealed-credentials';
import { requireOAuth } from '../auth/social-profile';
import { loginRequired } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { EMAIL_PATTERN, normalizeEmail } from '../signup/validate-signup';

/**
 * Two calls of 000 §7 Sign-up whose payload and response details are not shown; the minimal
 * honest behaviour we chose (server/README.md):
 * - POST /accounts/get_encrypted_credentials/ {payload} (logged in: 401 otherwise): payload is
 *   1–4096 characters of text; the answer is {encrypted_credentials, expires_at}, the payload
 *   sealed for this viewer by ../auth/sealed-credentials.ts.
 * - POST /accounts/process_contact_point_signals/ {google_tokens}: a JSON array (or its text
 *   in a form body) of 1–5 access tokens of the configured Google provider (404
 *   social_login_not_configured without one). Each token's profile is read from the
 *   provider; a verified email becomes this device's contact point (the mid cookie), which
 *   contact_point_prefill then offers. Answers {processed, rejected}; a token the provider
 *   refuses, or one without a verified email, is rejected, not an error. Counted with the
 *   contact checks (300 per 15 minutes per address).
 * Every failure has the 000 §8 body.
 */
const MAX_PAYLOAD = 4096;
const MAX_TOKENS = 5;

const PayloadBody = z.object({ payload: formText.pipe(z.string().min(1, 'required').max(MAX_PAYLOAD, `at most ${MAX_PAYLOAD} characters`)) });

const Token = z.string().min(1).max(MAX_PAYLOAD);
const TokenList = z.array(Token).min(1, 'give at least one token').max(MAX_TOKENS, `at most ${MAX_TOKENS} tokens`);
const SignalsBody = z.object({
  google_tokens: z.union([
    TokenList,
    z.string().transform((text, c): string[] => {
      try {
        const parsed = TokenList.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: reported below
      }
      c.addIssue({ code: 'custom', message: `a JSON array of 1 to ${MAX_TOKENS} tokens` });
      return z.NEVER;
    }),
  ]),
});

export function contactSignalRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(AuthPath.getEncryptedCredentials, async (req) => {
    const viewer = req.viewer;
    if (!viewer) throw loginRequired();
    const { payload } = parseInput(PayloadBody, req.body);
    const { sealed, expiresMs } = sealCredentials(ctx, viewer.id, payload);
    const res: WireEncryptedCredentialsResponse = { status: 'ok', encrypted_credentials: sealed, expires_at: Math.floor(expiresMs / 1000) };
    return res;
  });

  app.post(AuthPath.processContactPointSignals, async (req) => {
    const google = requireOAuth(ctx, SocialProviderName.google);
    const body = parseInput(SignalsBody, req.body);
    const wait = ctx.entry.limits.contactChecksPerIp.take(req.ip);
    if (wait > 0) throw tooMany(wait);
    const emails = await Promise.all(
      body.google_tokens.map(async (token) => {
        try {
          const email = (await fetchProfile(ctx, google, token)).email;
          return email && EMAIL_PATTERN.test(normalizeEmail(email)) ? normalizeEmail(email) : null;
        } catch {
          return null;
        }
      }),
    );
    const verified = emails.filter((e): e is string => e !== null);
    const first = verified[0];
    if (first !== undefined) ctx.entry.stores.deviceContacts.remember(req.machineId, { email: first }, ctx.now());
    const res: WireContactPointSignalsResponse = { status: 'ok', processed: verified.length, rejected: emails.length - verified.length };
    return res;
  });
}

