/**
 * Where the time of one group message's HTTP send goes (benchmark 13's note): the real server of
 * fanout-server.ts (32 people, one group), ROUNDS sends timed one after the other, no sockets.
 * Run with `node --import tsx --cpu-prof --cpu-prof-dir=DIR bench/direct/send-profile.ts` to profile.
 */
import type { WireDirectThreadCreated } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { follow, registerUser, startServer } from '../../tests/server/helpers';
import type { Client } from '../../tests/server/helpers';
import { dm, sendText } from '../../tests/server/direct-helpers';
import { summarize } from '../lib/stats';
import { GROUP } from './fanout-server';

const ROUNDS = Number(process.env.ROUNDS ?? 300);

const server = await startServer({ actionLimits: { messages: [{ max: 1_000_000, windowMs: 60_000 }] } });
const people: { client: Client; id: number }[] = [];
for (let i = 0; i < GROUP; i++) {
  const { client, user } = await registerUser(server, `prof_${i}`);
  people.push({ client, id: user.id });
}
for (const a of people) for (const b of people) if (a !== b) follow(server, a.id, b.id);
const sender = people[0];
if (!sender) throw new Error('no sender');
const made = await dm<WireDirectThreadCreated>(sender.client, DirectPath.createThread, {
  recipient_users: JSON.stringify(people.slice(1).map((p) => String(p.id))),
  thread_title: 'Profile',
});
const threadId = made.body.thread.thread_id;
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
