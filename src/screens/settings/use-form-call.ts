import { useCallback, useState } from 'react';
import type { CallResult } from '../../../worker/api-types';
import { fieldErrorsOf } from '../../lib/settings/account-draft';
import type { FieldErrors } from '../../lib/settings/account-draft';
import { failureText } from '../auth-flows/shared/use-auth-call';

/**
 * One settings call of a form at a time: `busy` while it runs; a refusal's per-field messages
 * in `errors` (shown at their fields), else one message in `error`. `run` answers the value, or
 * null when refused.
 */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const reset = useCallback(() => {
    setErrors({});
    setError(null);
  }, []);
  const run = useCallback(async <T>(send: () => Promise<CallResult<T>>, fallback: string): Promise<T | null> => {
    setBusy(true);
    setErrors({});
    setError(null);
    const r = await send();
    setBusy(false);
    if (r.ok) return r.value;
    const fields = fieldErrorsOf(r.body);
    setErrors(fields);
    if (Object.keys(fields).length === 0) setError(failureText(r, fallback));
    return null;
  }, []);
  return { busy, errors, error, run, reset };
}
