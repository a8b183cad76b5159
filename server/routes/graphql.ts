import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiPath, QueryHash } from '../../sync/api/paths';
import type { AppContext } from '../app-context';
import { requireViewer } from '../domain/visibility';
import { PEOPLE_QUERIES } from '../graphql/people-dispatch';
import { feedQuery } from '../graphql/feed-query';
import { commentsQuery, postQuery } from '../graphql/queries';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';

/** GET /graphql/query/?query_hash=…&variables=<JSON> (001 §7 Other). */
const QuerySchema = z.object({
  query_hash: z.string({ error: 'query_hash is required' }),
  variables: z.string().max(4096).optional(),
});

function parseVariables(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('variables: not valid JSON');
  }
}

export function graphqlRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(ApiPath.graphql, async (req) => {
    const q = parseInput(QuerySchema, req.query, 'query');
    const variables = parseVariables(q.variables);
    const viewerId = req.viewer?.id ?? null;
    switch (q.query_hash) {
      case QueryHash.feed:
        return feedQuery(ctx, requireViewer(req), variables);
      case QueryHash.post:
        return postQuery(ctx, viewerId, variables);
      case QueryHash.comments:
        return commentsQuery(ctx, viewerId, variables);
      default: {
        // People queries of issue 12 (server/graphql/people-dispatch.ts).
        // Own keys only: `constructor` or `toString` is not a query (found by the API fuzz).
        const people = Object.hasOwn(PEOPLE_QUERIES, q.query_hash) ? PEOPLE_QUERIES[q.query_hash] : undefined;
        if (!people) throw badRequest('query_hash: unknown query');
        return people.login ? people.run(ctx, requireViewer(req), variables) : people.run(ctx, viewerId, variables);
      }
    }
  });
}
