/**
 * DESIGN.md rule 5, pulls never erase pending work: after server data lands, the effects of
 * the outbox records are applied again on top of it, in order (and a refused direct message
 * again as failed: it stays until Retry or Delete). Reducers are idempotent set
 * operations, so an effect that the server data already shows changes nothing.
 */
import type { MutationRecord } from '../../sync';
import type { ClientState } from '../model';
import type { MutationContext } from './mutation-actions';
import { optimisticAction, revertAction, successAction } from './mutation-actions';
import { rootReducer } from './root-reducer';

export function rebase(state: ClientState, records: readonly MutationRecord[], ctx: MutationContext): ClientState {
  const ordered = [...records].sort((a, b) => a.createdAt - b.createdAt);
  let out = state;
  for (const r of ordered) {
    if (r.state === 'pending' || r.state === 'sending') out = rootReducer(out, optimisticAction(r, ctx));
    else if (r.state === 'failed' && r.name === 'direct-send') {
      // A refused message stays in its thread, "Not delivered" with Retry and Delete (issue 13),
      // also after a reload (the cache keeps only the server's items): its placeholder, marked failed.
      out = rootReducer(rootReducer(out, optimisticAction(r, ctx)), revertAction(r, ctx));
    } else if (r.state === 'done') {
      // Sent but not yet reconciled: its commit (e.g. the server id of a comment) holds.
      const a = successAction(r, ctx);
      if (a) out = rootReducer(out, a);
    }
  }
  return out;
}
