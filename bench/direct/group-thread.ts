/**
 * The group of benchmark 13 (fanout-server.ts) and of its send profile (send-profile.ts): the
 * real server (buildServer, a fresh SQLite database, the message limit lifted) with GROUP people
 * who all follow each other and share one group thread.
 */
import type { WireDirectThreadCreated } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import { follow, registerUser, startServer } from '../../tests/server/helpers';
import type { Client } from '../../tests/server/helpers';
import { dm } from '../../tests/server/direct-helpers';

export const GROUP = 32;

export interface GroupThread {
  server: Awaited<ReturnType<typeof startServer>>;
  people: { client: Client; id: number }[];
  sender: { client: Client; id: number };
  threadId: string;
}

/** `prefix`: the people's usernames (`${prefix}_0`…); `title`: the thread's. */
export async function groupThread(prefix: string, title: string): Promise<GroupThread> {
  const server = await startServer({ actionLimits: { messages: [{ max: 1_000_000, windowMs: 60_000 }] } });
  const people: { client: Client; id: number }[] = [];
  for (let i = 0; i < GROUP; i++) {
    const { client, user } = await registerUser(server, `${prefix}_${i}`);
    people.push({ client, id: user.id });
  }
  for (const a of people) for (const b of people) if (a !== b) follow(server, a.id, b.id);
  const sender = people[0];
  if (!sender) throw new Error('no sender');
  const made = await dm<WireDirectThreadCreated>(sender.client, DirectPath.createThread, {
    recipient_users: JSON.stringify(people.slice(1).map((p) => String(p.id))),
    thread_title: title,
  });
  if (made.status !== 200) throw new Error(`create thread: ${made.status} ${JSON.stringify(made.body)}`);
  return { server, people, sender, threadId: made.body.thread.thread_id };
}
