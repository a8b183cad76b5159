import type { StoryRow } from '../../server/db/types';
import type { WireReelsMediaResponse, WireReelsTrayResponse } from '../../sync/api/stories-wire';
import { StoriesPath, StoryLimits } from '../../sync/api/stories-wire';
import type { Client, TestServer } from './helpers';
import { json } from './helpers';

let storyCounter = 0;

/** Added (stories): a photo story without files, taken `ago` seconds before the server's clock. */
export function createStory(server: TestServer, ownerId: number, opts: { ago?: number } = {}): StoryRow {
  storyCounter += 1;
  const takenAt = Math.floor(server.app.lumen.now() / 1000) - (opts.ago ?? 60);
  return server.app.lumen.repos.stories.create({
    userId: ownerId,
    uploadId: `test-story-${storyCounter}-${Math.random().toString(36).slice(2, 8)}`,
    isVideo: false,
    width: 1080,
    height: 1920,
    image: { key: `test-story-${storyCounter}`, width: 1080, height: 1920 },
    videoFile: null,
    videoDuration: null,
    caption: null,
    takenAt,
    expiringAt: takenAt + StoryLimits.lifetimeSeconds,
  });
}

export async function trayOf(client: Client): Promise<{ status: number; tray: WireReelsTrayResponse['tray'] }> {
  const res = await client.get(StoriesPath.tray);
  return { status: res.status, tray: res.status === 200 ? (await json<WireReelsTrayResponse>(res)).tray : [] };
}

export async function reelsOf(client: Client, ids: readonly (number | string)[]): Promise<{ status: number; reels: WireReelsMediaResponse['reels'] }> {
  const res = await client.get(`${StoriesPath.reelsMedia}?reel_ids=${ids.join(',')}`);
  return { status: res.status, reels: res.status === 200 ? (await json<WireReelsMediaResponse>(res)).reels : {} };
}

/** POST /stories/reel/seen for a story, with the spec's fields (001 §7). */
export function markSeen(client: Client, story: StoryRow, opts: { ownerId?: number; mutationId?: string } = {}): Promise<Response> {
  const owner = String(opts.ownerId ?? story.userId);
  return client.post(
    StoriesPath.seen,
    { reelMediaId: String(story.id), reelMediaOwnerId: owner, reelId: owner, reelMediaTakenAt: String(story.takenAt), viewSeenAt: String(Math.floor(Date.now() / 1000)) },
    opts.mutationId ? { mutationId: opts.mutationId } : {},
  );
}
