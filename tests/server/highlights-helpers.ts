import type { WireHighlightResponse, WireHighlightsTrayResponse } from '../../sync/api/highlights-wire';
import { HighlightsPath } from '../../sync/api/highlights-wire';
import type { Client } from './helpers';
import { json } from './helpers';

/** Added (highlights): POST create_reel with story ids; the reel when made (null otherwise). */
export async function createHighlight(client: Client, title: string, storyIds: readonly number[], opts: { cover?: number; mutationId?: string } = {}): Promise<{ status: number; reel: WireHighlightResponse['reel'] | null; res: Response }> {
  const body: Record<string, string> = { title, media_ids: storyIds.join(',') };
  if (opts.cover !== undefined) body['cover_media_id'] = String(opts.cover);
  const res = await client.post(HighlightsPath.create, body, opts.mutationId ? { mutationId: opts.mutationId } : {});
  return { status: res.status, res, reel: res.status === 200 ? (await json<WireHighlightResponse>(res)).reel : null };
}

export async function highlightsTrayOf(client: Client, userId: number): Promise<{ status: number; tray: WireHighlightsTrayResponse['tray'] }> {
  const res = await client.get(HighlightsPath.tray(String(userId)));
  return { status: res.status, tray: res.status === 200 ? (await json<WireHighlightsTrayResponse>(res)).tray : [] };
}
