/**
 * The rules of web push on the page (issue 14), pure:
 * - 000 §5: push is supported only if service worker, push manager, notifications and fetch
 *   all exist;
 * - 000 §4 Notification permission (default, denied, granted): the prompt is shown only after a
 *   person's gesture; allowed leads to subscribing, denied or deferred rejects; setup on
 *   service-worker registration happens only if permission is already granted, and fails if no
 *   service worker exists or push is unsupported;
 * - 000 §8: init_push_failed with the reasons no_sw_after_permission_acquired and
 *   notif_not_supported; 'Unable to get permission to notify' when the prompt is not allowed.
 */
export type NotificationPermissionState = 'default' | 'denied' | 'granted';

export type InitPushFailure = 'no_sw_after_permission_acquired' | 'notif_not_supported';

export const PERMISSION_REFUSED = 'Unable to get permission to notify';

export interface PushCapabilities {
  serviceWorker: boolean;
  pushManager: boolean;
  notifications: boolean;
  fetch: boolean;
}

export function pushSupported(c: PushCapabilities): boolean {
  return c.serviceWorker && c.pushManager && c.notifications && c.fetch;
}

/** On service-worker registration (no gesture): subscribe, stay quiet, or fail with a reason. */
export type SetupDecision = { do: 'subscribe' } | { do: 'nothing' } | { do: 'fail'; reason: InitPushFailure };

export function setupOnRegistration(permission: NotificationPermissionState | null, c: PushCapabilities): SetupDecision {
  if (permission !== 'granted') return { do: 'nothing' };
  if (!c.serviceWorker) return { do: 'fail', reason: 'no_sw_after_permission_acquired' };
  if (!pushSupported(c)) return { do: 'fail', reason: 'notif_not_supported' };
  return { do: 'subscribe' };
}

/** After a gesture: whether to show the browser's prompt, subscribe at once, or refuse. */
export type PromptDecision = { do: 'prompt' } | { do: 'subscribe' } | { do: 'refuse'; message: string } | { do: 'fail'; reason: InitPushFailure };

export function onEnableGesture(permission: NotificationPermissionState | null, c: PushCapabilities): PromptDecision {
  if (!c.notifications || permission === null) return { do: 'fail', reason: 'notif_not_supported' };
  if (permission === 'denied') return { do: 'refuse', message: PERMISSION_REFUSED };
  if (!c.serviceWorker) return { do: 'fail', reason: 'no_sw_after_permission_acquired' };
  if (!pushSupported(c)) return { do: 'fail', reason: 'notif_not_supported' };
  return permission === 'granted' ? { do: 'subscribe' } : { do: 'prompt' };
}

/** The prompt's answer: allowed subscribes; denied or deferred (still default) rejects. */
export function afterPrompt(answer: NotificationPermissionState): { do: 'subscribe' } | { do: 'refuse'; message: string } {
  return answer === 'granted' ? { do: 'subscribe' } : { do: 'refuse', message: PERMISSION_REFUSED };
}

/**
 * 000 §5: push is treated as encrypted when direct messaging is available (it is in this
 * app), so this client registers as web_encrypted.
 */
export const CLIENT_DEVICE_TYPE = 'web_encrypted';
