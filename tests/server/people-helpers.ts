import { QueryHash } from '../../sync/api/paths';
import { json } from './helpers';
import type { Client } from './helpers';

/** Shortcuts for the people tests (issue 12). */
export type QueryName = keyof typeof QueryHash;

export async function query<T = Record<string, unknown>>(client: Client, name: QueryName, variables: object): Promise<{ status: number; body: T }> {
  const res = await client.graphql(QueryHash[name], variables);
  return { status: res.status, body: await json<T>(res) };
}

export async function postJson<T = Record<string, unknown>>(client: Client, path: string, body?: Record<string, unknown>, mutationId?: string): Promise<{ status: number; body: T }> {
  const res = await client.post(path, body, mutationId ? { mutationId } : {});
  return { status: res.status, body: await json<T>(res) };
}
