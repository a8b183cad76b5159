import { ARCHIVE_ITEMS, SEED_ARCHIVE_UPLOAD_PREFIX, SEED_HIGHLIGHTS } from '../../fixtures/seed/highlight-plan';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { renderStoryMedia, seedStoryRow } from './seed-stories';

/**
 * Added (highlights): the archived stories and highlights of fixtures/seed/highlight-plan.ts,
 * written once (an archive story of the seed held, live or expired, means it ran: what people
 * change afterwards stays theirs). Pictures are rendered when their files are missing.
 */
export async function seedDemoHighlights(ctx: AppContext, opts: { media: boolean }): Promise<number> {
  const { repos } = ctx;
  const now = nowSeconds(ctx);
  // Any such story "live at time 0" is any such story at all.
  if (repos.stories.anyLiveWithUploadPrefix(SEED_ARCHIVE_UPLOAD_PREFIX, 0)) return 0;
  if (opts.media) await renderStoryMedia(ctx.mediaDir, null, ARCHIVE_ITEMS);
  return repos.transaction(() => {
    const made = new Map<string, number[]>();
    for (const it of ARCHIVE_ITEMS) {
      const owner = repos.users.byUsername(it.owner);
      if (!owner) continue;
      const story = repos.stories.create(seedStoryRow(it, owner.id, `${SEED_ARCHIVE_UPLOAD_PREFIX}${it.key}`, now - it.ago, false));
      made.set(it.owner, [...(made.get(it.owner) ?? []), story.id]);
    }
    let count = 0;
    for (const [i, h] of SEED_HIGHLIGHTS.entries()) {
      const owner = repos.users.byUsername(h.owner);
      const ids = h.items.flatMap((n) => made.get(h.owner)?.[n] ?? []);
      if (!owner || ids.length === 0) continue;
      // Each a little older than the one before it: the row (newest first) keeps the plan's order.
      repos.highlights.create(owner.id, h.title, ids[0] ?? null, ids, now - 86400 - i * 3600);
      count += 1;
    }
    return count;
  });
}
