/**
 * For fake servers in tests (not shipped code): POST /web/batch/ answered as
 * server/routes/batch.ts answers it, each item in order by `answerOne` as if it had come alone.
 * An item that gets no answer (answerOne throws) loses the whole batch's: the error goes on.
 */
import type { BatchAnswer, BatchItem } from './batch';

export async function answerBatch(body: string, answerOne: (item: BatchItem) => Response | Promise<Response>): Promise<Response> {
  const { requests } = JSON.parse(body) as { requests: BatchItem[] };
  const responses: BatchAnswer[] = [];
  for (const item of requests) {
    const res = await answerOne(item);
    responses.push({ status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() });
  }
  return new Response(JSON.stringify({ status: 'ok', responses }), { status: 200, headers: { 'content-type': 'application/json' } });
}
