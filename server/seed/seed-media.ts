import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeedPlan } from '../../fixtures/seed';
import { avatarSvg, renderJpeg, renderPicture, renderVideo, runPool, sceneSvg } from '../../fixtures/seed/media';
import { DISPLAY_WIDTHS, imageFileName, THUMBNAIL_SIZE, AVATAR_SIZE } from '../media/media-files';
import { avatarFileFor, videoFileFor } from './apply-plan';

/**
 * Renders the demo plan's pictures (every display width and a thumbnail), avatars and videos
 * (the long IGTV ones at 12 frames a second: a minute or more each) into the media folder, a few at a time (2 cores: concurrency 3 keeps both busy while
 * files are written).
 */
export interface SeedMediaOptions {
  mediaDir: string;
  mediaVersion: string;
  ffmpeg: string | null;
  concurrency?: number;
}

export async function renderSeedMedia(plan: SeedPlan, opts: SeedMediaOptions): Promise<void> {
  const { mediaDir } = opts;
  const tasks: (() => Promise<void>)[] = [];
  for (const p of plan.people) {
    tasks.push(async () => {
      const file = join(mediaDir, avatarFileFor(opts.mediaVersion, p.username));
      await writeFile(file, await renderJpeg(avatarSvg(AVATAR_SIZE, p.hues)));
    });
  }
  const long = plan.channel.map((tv) => ({ kind: 'video' as const, media: [tv.media], fps: 12 }));
  for (const post of [...plan.posts.map((p) => ({ kind: p.kind, media: p.media, fps: 24 })), ...(opts.ffmpeg ? long : [])]) {
    for (const m of post.media) {
      tasks.push(async () => {
        const pic = await renderPicture(sceneSvg(m.scene, m.width, m.height, m.hues, m.variant), DISPLAY_WIDTHS, THUMBNAIL_SIZE);
        await Promise.all([
          ...pic.display.map((d) => writeFile(join(mediaDir, imageFileName(m.key, d.width)), d.jpeg)),
          writeFile(join(mediaDir, imageFileName(m.key, THUMBNAIL_SIZE)), pic.thumbnail),
        ]);
        const cover = pic.display.find((d) => d.width === 1080)?.jpeg;
        if (post.kind === 'video' && m.video && opts.ffmpeg && cover) {
          await renderVideo({
            ffmpeg: opts.ffmpeg,
            cover,
            width: m.video.width,
            height: m.video.height,
            durationSeconds: m.video.duration,
            outFile: join(mediaDir, videoFileFor(m.key)),
            fps: post.fps,
          });
        }
      });
    }
  }
  await runPool(tasks, opts.concurrency ?? 3);
}
