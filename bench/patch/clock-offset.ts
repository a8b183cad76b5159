/**
 * Worker clock minus page clock (both timeOrigin + now), NTP style: the ping with the
 * shortest round trip, assuming its two legs took the same time.
 */
import { wallNow } from '../lib/wall-clock';
import type { WorkerLink } from './worker-link';

export async function measureClockOffset(link: WorkerLink, pings = 40): Promise<{ offset: number; rtt: number }> {
  let best = { rtt: Infinity, offset: 0 };
  for (let id = 0; id < pings; id++) {
    const sent = wallNow();
    const reply = link.next('pong');
    link.send({ type: 'ping', id });
    const { at } = await reply;
    const back = wallNow();
    if (back - sent < best.rtt) best = { rtt: back - sent, offset: at - (sent + back) / 2 };
  }
  return best;
}
