/**
 * Each answer to a mutation that the browser got, whether the mutation went alone or as an item
 * of a batch (POST /web/batch/, sync/transport/batch.ts: the outbox sends the mutations of one
 * task together). A test counting a route's answers by URL alone would miss the batched ones.
 */
import type { BrowserContext, Response } from '@playwright/test';
import { ApiPath } from '../../../sync/api/paths';

export interface MutationAnswer {
  method: string;
  /** The mutation's own path (its item's path in a batch), without the query. */
  path: string;
  status: number;
}

export function onMutationAnswer(context: BrowserContext, told: (answer: MutationAnswer) => void): void {
  context.on('response', (res: Response) => {
    const req = res.request();
    if (req.method() === 'GET') return;
    const path = new URL(res.url()).pathname;
    if (path !== ApiPath.batch) {
      told({ method: req.method(), path, status: res.status() });
      return;
    }
    void itemsOf(res).then((items) => items.forEach(told));
  });
}

async function itemsOf(res: Response): Promise<MutationAnswer[]> {
  try {
    const { requests } = res.request().postDataJSON() as { requests: { method: string; path: string }[] };
    const { responses } = (await res.json()) as { responses?: { status: number }[] };
    if (!Array.isArray(responses)) return requests.map((r) => ({ method: r.method, path: r.path.split('?')[0] ?? '', status: res.status() }));
    return requests.map((r, i) => ({ method: r.method, path: r.path.split('?')[0] ?? '', status: responses[i]?.status ?? 0 }));
  } catch {
    return []; // the page went before its body could be read
  }
}
