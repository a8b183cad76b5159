import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { fire } from '../../lib/fire';
import type { ContactSignupFields } from '../../lib/auth/signup-submit';
import { useAuthCall } from '../auth-flows/shared/use-auth-call';

/** 000 §7 contact point prefill: fills an empty contact field with what the server knows of this device. */
export function useContactPrefill(clientId: string, setFields: Dispatch<SetStateAction<ContactSignupFields>>): void {
  const call = useAuthCall();
  useEffect(() => {
    if (!clientId) return;
    let live = true;
    fire(
      call('contactPrefill', { deviceId: clientId, phoneId: '' }).then((r) => {
        const v = r.ok ? r.value.email || r.value.phone_number || '' : '';
        if (live && v) setFields((f) => (f.emailOrPhone === '' ? { ...f, emailOrPhone: v } : f));
      }),
      'contact prefill',
    );
    return () => {
      live = false;
    };
  }, [call, clientId, setFields]);
}
