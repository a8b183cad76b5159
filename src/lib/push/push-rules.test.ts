import { describe, expect, it } from 'vitest';
import { afterPrompt, onEnableGesture, PERMISSION_REFUSED, pushSupported, setupOnRegistration } from './push-rules';

const all = { serviceWorker: true, pushManager: true, notifications: true, fetch: true };

describe('push rules (000 §4, §5, §8)', () => {
  it('is supported only with service worker, push manager, notifications and fetch', () => {
    expect(pushSupported(all)).toBe(true);
    for (const k of Object.keys(all) as (keyof typeof all)[]) expect(pushSupported({ ...all, [k]: false })).toBe(false);
  });

  it('sets up on registration only when permission is already granted', () => {
    expect(setupOnRegistration('default', all)).toEqual({ do: 'nothing' });
    expect(setupOnRegistration('denied', all)).toEqual({ do: 'nothing' });
    expect(setupOnRegistration(null, all)).toEqual({ do: 'nothing' });
    expect(setupOnRegistration('granted', all)).toEqual({ do: 'subscribe' });
  });

  it('fails with the reasons of 000 §8', () => {
    expect(setupOnRegistration('granted', { ...all, serviceWorker: false })).toEqual({ do: 'fail', reason: 'no_sw_after_permission_acquired' });
    expect(setupOnRegistration('granted', { ...all, pushManager: false })).toEqual({ do: 'fail', reason: 'notif_not_supported' });
    expect(onEnableGesture(null, { ...all, notifications: false })).toEqual({ do: 'fail', reason: 'notif_not_supported' });
  });

  it('prompts only from a gesture and only while the permission is default', () => {
    expect(onEnableGesture('default', all)).toEqual({ do: 'prompt' });
    expect(onEnableGesture('granted', all)).toEqual({ do: 'subscribe' });
    expect(onEnableGesture('denied', all)).toEqual({ do: 'refuse', message: PERMISSION_REFUSED });
  });

  it('allowed subscribes; denied or deferred rejects', () => {
    expect(afterPrompt('granted')).toEqual({ do: 'subscribe' });
    expect(afterPrompt('denied')).toEqual({ do: 'refuse', message: PERMISSION_REFUSED });
    expect(afterPrompt('default')).toEqual({ do: 'refuse', message: PERMISSION_REFUSED });
  });
});
