import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { devOutboxRoutes } from '../dev/outbox-routes';
import { confirmEmailRoutes } from './confirm-email';
import { consentRoutes } from './consent';
import { parentalConsentRoutes } from './consent-parental';
import { contactCheckRoutes } from './contact-checks';
import { contactSignalRoutes } from './contact-signals';
import { downloadRoutes } from './download';
import { oneTapRoutes } from './one-tap';
import { recoveryRoutes } from './recovery';
import { signupPhoneRoutes } from './signup-phone';
import { socialLoginRoutes } from './social-login';
import { socialSignupRoutes } from './social-signup';
import { twoFactorRoutes } from './two-factor';
import { underageAppealRoutes } from './underage-appeal';

/** Every call of the logged-out entry flows of spec 000 (issue 4), in one place for app.ts. */
export function entryFlowRoutes(app: FastifyInstance, ctx: AppContext): void {
  twoFactorRoutes(app, ctx);
  oneTapRoutes(app, ctx);
  signupPhoneRoutes(app, ctx);
  contactCheckRoutes(app, ctx);
  contactSignalRoutes(app, ctx);
  consentRoutes(app, ctx);
  parentalConsentRoutes(app, ctx);
  recoveryRoutes(app, ctx);
  downloadRoutes(app, ctx);
  socialLoginRoutes(app, ctx);
  socialSignupRoutes(app, ctx);
  confirmEmailRoutes(app, ctx);
  underageAppealRoutes(app, ctx);
  devOutboxRoutes(app, ctx);
}
