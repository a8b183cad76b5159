import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot, useWorker } from '../../state';
import { useViewerId } from '../../hooks/use-viewer';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import type { Draft } from '../../lib/settings/account-draft';
import type { WireAccountForm, WireAccountFormResponse } from '../../../sync/api/settings-wire';
import { useAuthCall } from '../auth-flows/shared/use-auth-call';

const formKey = (viewerId: string | null) => ['account-form', viewerId] as const;

/**
 * The server's settings form (GET /accounts/edit/web_form_data/), read while online; offline
 * the pages show what the cache holds. `saved` puts an answer in place and reads the viewer's
 * profile again, so the users slice (name, bio, username, private) shows the change everywhere.
 */
export function useAccountForm() {
  const viewerId = useViewerId();
  const online = useSnapshot((s) => s.status.online);
  const call = useAuthCall();
  const worker = useWorker();
  const client = useQueryClient();
  const query = useWorkerQuery(formKey(viewerId), () => call('accountForm', {}), online && viewerId !== null);
  const saved = useCallback(
    async (form: WireAccountForm) => {
      client.setQueryData<WireAccountFormResponse>(formKey(viewerId), { status: 'ok', form_data: form });
      await worker.loadProfile(form.username);
    },
    [client, viewerId, worker],
  );
  return { form: query.data?.form_data ?? null, online, viewerId, call, saved };
}

const draftKey = (viewerId: string | null) => `lumen-settings-draft:${viewerId ?? ''}`;

function readTyped(viewerId: string | null): Partial<Draft> {
  try {
    const raw = sessionStorage.getItem(draftKey(viewerId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<Draft>) : {};
  } catch {
    return {};
  }
}

/**
 * What the person typed into the profile form, kept in this tab's session storage so a reload
 * while offline (or waiting to save) loses nothing; cleared once saved.
 */
export function useTypedDraft(viewerId: string | null) {
  const [typed, setTyped] = useState<Partial<Draft>>(() => readTyped(viewerId));
  useEffect(() => {
    try {
      if (Object.keys(typed).length === 0) sessionStorage.removeItem(draftKey(viewerId));
      else sessionStorage.setItem(draftKey(viewerId), JSON.stringify(typed));
    } catch {
      // No session storage (a private window's quota): the draft lives as long as the page.
    }
  }, [typed, viewerId]);
  const type = useCallback(<K extends keyof Draft>(key: K, value: Draft[K]) => setTyped((t) => ({ ...t, [key]: value })), []);
  const clear = useCallback(() => setTyped({}), []);
  return { typed, type, clear };
}
