import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import type { WireTwoFactorStatus } from '../../../sync/api/settings-wire';
import { useAccountForm } from './use-account-form';

/**
 * The two-factor status (GET …/ajax/status/), read while online; `put` places a call's answer
 * (every two-factor call answers the status). Offline there is none: the page says it needs a
 * connection. New backup codes are kept apart (`freshCodes`): they are shown once, so a
 * refetch of the status (which never carries them) must not take them off the screen.
 */
export function useTwoFactorStatus() {
  const { online, viewerId, call, form } = useAccountForm();
  const client = useQueryClient();
  const key = ['two-factor-status', viewerId] as const;
  const query = useWorkerQuery(key, () => call('twoFactorStatus', {}), online && viewerId !== null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const put = useCallback(
    (s: WireTwoFactorStatus) => {
      client.setQueryData(['two-factor-status', viewerId], s);
      setFreshCodes(s.backup_codes ?? null);
    },
    [client, viewerId],
  );
  return { status: query.data ?? null, freshCodes, online, call, put, accountPhone: form?.phone_number ?? '' };
}
