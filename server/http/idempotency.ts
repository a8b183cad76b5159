import type { FastifyReply, FastifyRequest } from 'fastify';
import { Header } from '../../sync/api/headers';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import type { ActionLimit } from './action-limits';
import { badRequest, conflict } from './errors';

/**
 * Exactly-once mutations (DESIGN.md rule 2). A mutation route runs its change inside one
 * transaction together with the record of its X-Mutation-Id. A repeat of the same id by the
 * same user on the same route answers the first status and body and changes nothing.
 * Only 2xx results are stored: a 4xx rolls back, so the client may retry under a new id.
 * An id already used by another user, or for another route, is a 409.
 * A route's per-account rate limit (./action-limits.ts) is taken after a replay has been
 * answered: a replay of an applied id answers its stored result even past the limit, and
 * only a new change counts (a 429 is not stored, so the same id applies once allowed).
 */
export interface MutationResult {
  status: number;
  body: object;
}

/** An X-Mutation-Id: 1-100 letters, digits or - _ . : (also each item of POST /web/batch/, ../routes/batch.ts). */
export const MUTATION_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
export const REPLAYED_HEADER = 'x-mutation-replayed';

export function readMutationId(req: FastifyRequest): string | null {
  const raw = req.headers[Header.mutationId.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !MUTATION_ID.test(raw)) {
    throw badRequest(`${Header.mutationId}: must be 1-100 letters, digits or - _ . :`);
  }
  return raw;
}

export function runMutation(
  ctx: AppContext,
  req: FastifyRequest,
  viewer: UserRow,
  change: () => MutationResult,
  limit?: ActionLimit,
): MutationResult & { replayed: boolean } {
  const mutationId = readMutationId(req);
  const route = `${req.method} ${req.url.split('?')[0] ?? ''}`;
  // Push events a change publishes leave only after its commit (push/notifier.ts).
  return ctx.push.afterCommit(() => ctx.repos.transaction(() => {
    if (mutationId !== null) {
      const seen = ctx.repos.mutations.find(mutationId);
      if (seen) {
        if (seen.userId !== viewer.id) throw conflict('This mutation id belongs to another request.');
        if (seen.route !== route) throw conflict('This mutation id was already used for another request.');
        return { status: seen.status, body: JSON.parse(seen.response) as object, replayed: true };
      }
    }
    limit?.take(viewer.id);
    const result = change();
    if (mutationId !== null && result.status >= 200 && result.status < 300) {
      ctx.repos.mutations.record(
        { mutationId, userId: viewer.id, route, status: result.status, response: JSON.stringify(result.body) },
        nowSeconds(ctx),
      );
    }
    return { ...result, replayed: false };
  }));
}

/** Runs the mutation and sends its (first) result. */
export function sendMutation(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  viewer: UserRow,
  change: () => MutationResult,
  limit?: ActionLimit,
): FastifyReply {
  const result = runMutation(ctx, req, viewer, change, limit);
  if (result.replayed) reply.header(REPLAYED_HEADER, '1');
  return reply.code(result.status).send(result.body);
}

export const ok = (body: object = { status: 'ok' }): MutationResult => ({ status: 200, body });
