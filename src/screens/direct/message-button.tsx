import { useState } from 'react';
import { useLocation } from 'wouter';
import { useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { directThreadPath } from '../../routes';
import { useDirectEligible } from './use-direct';

/**
 * Added (dmui), issue 13: a profile's Message button: opens the one-to-one thread with that
 * person, made on the server the first time (offline: the one this device holds). Hidden when
 * direct messages are not available to the viewer (001 §1 eligibility).
 */
export function MessageButton({ userId, username, className }: { userId: string; username: string; className: string }) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const eligible = useDirectEligible();
  if (!eligible) return null;
  const open = async () => {
    setBusy(true);
    const r = await worker.createDirectThread([userId], '');
    setBusy(false);
    if (r.ok) navigate(directThreadPath(r.value));
    else fire(worker.showToast(r.statusCode === 0 ? "You're offline. Try again when you're connected." : r.message || "Couldn't open the conversation."), 'toast');
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void open()} aria-label={`Message ${username}`}>
      Message
    </button>
  );
}
