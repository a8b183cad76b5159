import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { fire } from '../lib/fire';
import { linkHref, shimIsStale, shimParts } from '../lib/links/link-href';
import { useAuthCall } from '../screens/auth-flows/shared/use-auth-call';

/**
 * Added (links): an outbound link (a profile's website, a link message): it opens, in a new tab
 * with no opener and no referrer, the shimmed form the server served with the address
 * (src/lib/links/link-href.ts, sync/api/linkshim-wire.ts), which goes there once the server
 * has checked it. A form whose signature has aged in the cache is refreshed when shown, online
 * (001 §6 POST /linkshim/link/); offline or refused, the old one stays, and its page asks.
 */
export function ExternalLink({ url, shimmed, className, children }: { url: string; shimmed: string | null | undefined; className?: string; children: ReactNode }) {
  const call = useAuthCall();
  // No location in a server render (tests): the site's own addresses are then shimmed like any other.
  const served = linkHref(url, shimmed, globalThis.location?.origin ?? '');
  /** A fresh form the server gave for `served` (derived: a new `served` drops it). */
  const [refreshed, setRefreshed] = useState<{ of: string; uri: string } | null>(null);
  const href = refreshed?.of === served ? refreshed.uri : served;

  useEffect(() => {
    const parts = shimParts(served);
    if (!parts || !shimIsStale(served, Date.now() / 1000) || !navigator.onLine) return undefined;
    let live = true;
    fire(
      call('linkshimRefresh', parts).then((r) => {
        if (live && r.ok) setRefreshed({ of: served, uri: r.value.uri });
      }),
      'link shim refresh',
    );
    return () => {
      live = false;
    };
  }, [served, call]);

  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
    </a>
  );
}
