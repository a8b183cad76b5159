import { describe, expect, it } from 'vitest';
import type { Transport, TransportRequest } from '../../sync';
import { createReadLeases } from './read-leases';

/** A transport whose answers the test gives, one per request, in any order. */
function heldTransport() {
  const answers: ((value: unknown) => void)[] = [];
  const failures: ((error: unknown) => void)[] = [];
  const transport: Transport = {
    request: <T>(_req: TransportRequest) =>
      new Promise<T>((resolve, reject) => {
        answers.push(resolve as (value: unknown) => void);
        failures.push(reject);
      }),
  };
  return { transport, answer: (i: number) => answers[i]?.({ ok: i }), fail: (i: number) => failures[i]?.(new Error('no answer')) };
}

const GET: TransportRequest = { method: 'GET', path: '/graphql/query/' };

describe('read leases', () => {
  it('a mark taken while reads are open ends once each of them was answered and its task ran', async () => {
    const later: (() => void)[] = [];
    let ended = 0;
    const leases = createReadLeases(() => ended++, (fn) => later.push(fn));
    const held = heldTransport();
    const t = leases.wrap(held.transport);
    expect(leases.openMark()).toBeNull();
    const first = t.request(GET);
    const mark = leases.openMark() as number;
    const second = t.request(GET); // started after the mark: not waited for
    held.answer(1);
    await second;
    later.splice(0).forEach((fn) => fn());
    expect(leases.ended(mark)).toBe(false);
    held.fail(0);
    await first.catch(() => undefined);
    expect(leases.ended(mark)).toBe(false); // answered; its reader's task has not ended yet
    later.splice(0).forEach((fn) => fn());
    expect(leases.ended(mark)).toBe(true);
    expect(leases.openMark()).toBeNull();
    expect(ended).toBe(2);
  });

  it('keeps the batch size of the transport it wraps', () => {
    const leases = createReadLeases(() => undefined);
    expect(leases.wrap({ ...heldTransport().transport, batchSize: 8 }).batchSize).toBe(8);
    expect('batchSize' in leases.wrap(heldTransport().transport)).toBe(false);
  });
});
