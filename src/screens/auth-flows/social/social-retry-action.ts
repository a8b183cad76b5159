/**
 * Registers the social-connect Retry of 000 §8 with the app's toast actions, once, when the
 * social screens load: its toast shows on the page the linking redirected to (000 §4 Linking),
 * after the screen that raised it is gone, so the callback cannot belong to that screen.
 */
import { toastActions } from '../../../components/shell/toast-actions';
import { readSocialRetry, SOCIAL_RETRY_ACTION } from '../../../lib/auth/social-retry';
import { startSocialAuth } from './social-login-button';

toastActions.register(SOCIAL_RETRY_ACTION, (args) => {
  const retry = readSocialRetry(args);
  if (retry) startSocialAuth(retry.config, retry.locale, retry.returnURL, retry.intent);
});
