/**
 * Where the time of one group message's HTTP send goes (benchmark 13's note): the real server of
 * fanout-server.ts (32 people, one group), ROUNDS sends timed one after the other, no sockets.
 * Run with `node --import tsx --cpu-prof --cpu-prof-dir=DIR bench/direct/send-profile.ts` to profile.
 */
import { sendText } from '../../tests/server/direct-helpers';
import { summarize } from '../lib/stats';
import { groupThread } from './group-thread';

const ROUNDS = Number(process.env.ROUNDS ?? 300);

const { sender, threadId } = await groupThread('prof', 'Profile');
const times: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const t0 = performance.now();
  const res = await sendText(sender.client, threadId, `profile ${r}`);
  if (res.status !== 200) throw new Error(`send ${res.status}`);
  times.push(performance.now() - t0);
}
const s = summarize(times.slice(20));
console.log(`send: median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, min ${s.min.toFixed(2)} ms (n=${s.n})`);
// The helper server's close may wait on keep-alive sockets: the numbers are out, stop here.
process.exit(0);
