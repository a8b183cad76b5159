import { buildSeedPlan, SEED_MEDIA_VERSION, SEED_PASSWORD } from '../../fixtures/seed';
import { findFfmpeg } from '../../fixtures/seed/media';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { hashPassword } from '../auth/password-hash';
import { buildDirectPlan } from '../../fixtures/seed/direct-plan';
import { applyDirectPlan } from './apply-direct';
import { applySeedPlan } from './apply-plan';
import { renderSeedMedia } from './seed-media';

/**
 * Seeds the demo data on first start (when there are no users): 43 accounts, follows and
 * requests, 88 posts, comments with replies, likes, saves and collections, followed hashtags
 * and demo's last activity check, from fixtures/seed; and, unless `media` is false, their
 * pictures and videos under DATA_DIR/media. Tests pass media: false for speed (files then 404).
 */
export async function seedDemo(ctx: AppContext, opts: { media: boolean }): Promise<{ users: number; posts: number }> {
  const plan = buildSeedPlan(nowSeconds(ctx));
  const ffmpeg = opts.media ? findFfmpeg() : null;
  // All demo accounts share one password, so one hash serves them all (demo data only).
  const passwordHash = await hashPassword(SEED_PASSWORD);
  applySeedPlan(ctx.repos, plan, {
    passwordHash,
    mediaVersion: SEED_MEDIA_VERSION,
    withVideos: !opts.media || ffmpeg !== null,
  });
  applyDirectPlan(ctx.repos, buildDirectPlan(plan), nowSeconds(ctx));
  if (opts.media) await renderSeedMedia(plan, { mediaDir: ctx.mediaDir, mediaVersion: SEED_MEDIA_VERSION, ffmpeg });
  return { users: plan.people.length, posts: plan.posts.length };
}
