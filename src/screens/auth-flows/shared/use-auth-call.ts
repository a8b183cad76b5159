import { useCallback } from 'react';
import { useWorker } from '../../../state';
import { LoginMessages } from '../../../lib/login-outcome';
import { throttledMessage } from '../../../lib/auth/throttled';
import type { AuthCallArgs, AuthCallName, AuthCallValue, CallResult } from '../../../../worker/api-types';

/**
 * A worker auth call (worker/auth/calls.ts) as a CallResult that never throws: a broken
 * worker channel reads as "no answer" (could-not-connect, 000 §8).
 */
export function useAuthCall() {
  const worker = useWorker();
  return useCallback(
    async <N extends AuthCallName>(name: N, args: AuthCallArgs<N>): Promise<CallResult<AuthCallValue<N>>> => {
      try {
        return (await worker.authCall(name, args)) as CallResult<AuthCallValue<N>>;
      } catch {
        return { ok: false, statusCode: 0, message: LoginMessages.connect, errorType: null, body: null };
      }
    },
    [worker],
  );
}

/**
 * The message to show for a failed call: the server's message, else could-not-connect or ours;
 * a throttled call always asks to wait (issue 11), never shows the call's own fallback.
 */
export function failureText(result: { ok: false; statusCode: number; message: string; errorType?: string | null }, fallback: string): string {
  if (result.statusCode === 0) return LoginMessages.connect;
  const throttled = throttledMessage({ statusCode: result.statusCode, errorType: result.errorType ?? null, message: result.message });
  if (throttled !== null) return throttled;
  return result.message && !result.message.startsWith('HTTP ') ? result.message : fallback;
}
