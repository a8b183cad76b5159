import { ApiPath } from '../../sync/api/paths';
import { Client, json } from './helpers';
import type { PostOptions } from './helpers';

/** POST /web/batch/ in the server tests (server/routes/batch.ts). */
export interface BatchRequestItem {
  method: string;
  path: string;
  body: string;
  content_type: string;
  mutation_id: string;
}

export interface BatchAnswerItem {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let ids = 0;
export const batchId = (): string => `b${Date.now().toString(36)}-${(ids += 1)}`;

/** A form-encoded POST item (an empty body by default). */
export function formItem(path: string, form: Record<string, string> = {}, mutationId = batchId()): BatchRequestItem {
  return { method: 'POST', path, body: new URLSearchParams(form).toString(), content_type: 'application/x-www-form-urlencoded', mutation_id: mutationId };
}

export function jsonItem(path: string, body: object, mutationId = batchId()): BatchRequestItem {
  return { method: 'POST', path, body: JSON.stringify(body), content_type: 'application/json', mutation_id: mutationId };
}

/** Sends the batch; the answers of a 200 (else an empty list), and the answer itself. */
export async function sendBatch(client: Client, requests: unknown[], opts: PostOptions = {}): Promise<{ res: Response; answers: BatchAnswerItem[] }> {
  const res = await client.post(ApiPath.batch, { requests }, { ...opts, json: true });
  if (res.status !== 200) return { res, answers: [] };
  const body = await json<{ status: string; responses: BatchAnswerItem[] }>(res);
  return { res, answers: body.responses };
}

/**
 * A client whose POSTs each go as a batch of one (the authorization tests run their cells
 * through it too): the answer is the item's, or the batch's own when the batch is refused
 * (401 logged out, 403 CSRF). GETs and cookies are the wrapped client's.
 */
export class BatchedClient extends Client {
  constructor(private readonly alone: Client) {
    super(alone.baseUrl);
  }

  override get csrfToken(): string | undefined {
    return this.alone.csrfToken;
  }

  override get cookieHeader(): string {
    return this.alone.cookieHeader;
  }

  override get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.alone.get(path, headers);
  }

  override async post(path: string, body?: Record<string, unknown>, opts: PostOptions = {}): Promise<Response> {
    const mutationId = opts.mutationId ?? batchId();
    const item = opts.json
      ? jsonItem(path, body ?? {}, mutationId)
      : formItem(path, Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])), mutationId);
    const { res, answers } = await sendBatch(this.alone, [item], { ...(opts.csrf === undefined ? {} : { csrf: opts.csrf }), ...(opts.headers ? { headers: opts.headers } : {}) });
    const answer = answers[0];
    if (answer === undefined) return res;
    return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
  }
}
