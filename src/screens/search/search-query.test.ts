import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CallResult, SearchView } from '../../../worker/api-types';
import { askAtOnce, searchKey } from './search-query';

const view = (query: string): SearchView => ({ query, users: [], hashtags: [], places: [], offline: false });

/** A worker whose searches answer only when told to; the queries it was asked, in order. */
function fakeWorker() {
  const asked: string[] = [];
  const pending: (() => void)[] = [];
  return {
    asked,
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    search: (query: string) =>
      new Promise<CallResult<SearchView>>((resolve) => {
        asked.push(query);
        pending.push(() => resolve({ ok: true, value: view(query) }));
      }),
  };
}

describe('askAtOnce', () => {
  it("asks for the typed text from the keystroke when no answer is awaited, under the screen's key", async () => {
    const client = new QueryClient();
    const worker = fakeWorker();
    askAtOnce(client, worker, ' al ');
    expect(worker.asked).toEqual(['al']);
    expect(client.isFetching({ queryKey: searchKey('al') })).toBe(1);
    worker.answerAll();
    await client.getQueryCache().find({ queryKey: searchKey('al') })?.promise;
    expect(client.getQueryData(searchKey('al'))).toEqual(view('al'));
  });

  it('leaves the text to the screen while an answer is awaited (one request in flight at most)', () => {
    const client = new QueryClient();
    const worker = fakeWorker();
    askAtOnce(client, worker, 'a');
    askAtOnce(client, worker, 'al');
    askAtOnce(client, worker, 'ali');
    expect(worker.asked).toEqual(['a']);
  });

  it('asks nothing for an empty field', () => {
    const client = new QueryClient();
    const worker = fakeWorker();
    askAtOnce(client, worker, '   ');
    expect(worker.asked).toEqual([]);
  });
});
