/** Added (dmui), issue 13: what the direct screens read from the mirror. */
import { useBootstrap, useSnapshot } from '../../state';
import { directEligible } from '../../lib/direct/eligibility';
import { connectivityText } from '../../lib/direct/thread-labels';
import type { DirectState } from '../../../worker/direct/direct-state';

/** The direct slice (new on every change inside it: the direct screens show most of it). */
export function useDirect(): DirectState {
  return useSnapshot((s) => s.direct);
}

/** 001 §1 direct messaging eligibility (src/lib/direct/eligibility.ts). */
export function useDirectEligible(): boolean {
  const bootstrap = useBootstrap();
  return directEligible(bootstrap);
}

/** "Connecting…", "Offline — messages will send later", or null: the socket's words (dmrt), else the page's connection. */
export function useConnectivityText(): string | null {
  const online = useSnapshot((s) => s.status.online);
  const mqtt = useSnapshot((s) => s.direct.realtime.mqttConnectivity);
  const fromSocket = useSnapshot((s) => s.direct.realtime.statusText);
  return online ? (fromSocket ?? connectivityText(online, mqtt)) : connectivityText(online, mqtt);
}
