/**
 * Media made at test time (issue 3: "Test videos are generated at test time, not committed"):
 * JPEG and PNG pictures with sharp, MP4 videos with ffmpeg (Debian's /usr/bin/ffmpeg, or the
 * optional @ffmpeg-installer/ffmpeg). Without ffmpeg the video tests fail, saying why.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export function ffmpegPath(): string {
  const candidates = [process.env['FFMPEG_PATH'], '/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'];
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: string };
    candidates.push(installer.path);
  } catch {
    // optional dependency not installed
  }
  const found = candidates.find((p): p is string => typeof p === 'string' && existsSync(p));
  if (!found) {
    throw new Error('ffmpeg is needed to make the test videos: install Debian\'s ffmpeg (apt-get install ffmpeg), the optional @ffmpeg-installer/ffmpeg, or set FFMPEG_PATH.');
  }
  return found;
}

export interface MediaDir {
  path: string;
  jpeg(name: string, width: number, height: number): Promise<string>;
  png(name: string, width: number, height: number): Promise<string>;
  /**
   * An H.264 MP4 of `seconds`: tiny by default; with `bitrate` (e.g. '12M') noise on a test
   * pattern, so the file really is that many bits a second (a 20 s clip at 12M is about 30 MB).
   * `fragmented`: as browsers' recorders write it (an empty moov, a moof every 2 s keyframe).
   */
  mp4(name: string, o: { seconds: number; size?: number; bitrate?: string; fragmented?: boolean }): Promise<string>;
  remove(): Promise<void>;
}

export async function makeMediaDir(): Promise<MediaDir> {
  const path = await mkdtemp(join(tmpdir(), 'lumen-e2e-media-'));
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5c542"/></svg>`) },
    ]);
  return {
    path,
    async jpeg(name, width, height) {
      const file = join(path, name);
      await picture(width, height).jpeg({ quality: 85 }).toFile(file);
      return file;
    },
    async png(name, width, height) {
      const file = join(path, name);
      await picture(width, height).png().toFile(file);
      return file;
    },
    async mp4(name, o) {
      const file = join(path, name);
      const size = o.size ?? 160;
      const noisy = o.bitrate !== undefined;
      const args = [
        '-v', 'error', '-y',
        '-f', 'lavfi', '-i', `testsrc2=s=${size}x${size}:r=${noisy ? 25 : 10}`,
        ...(noisy ? ['-vf', 'noise=alls=60:allf=t', '-b:v', o.bitrate as string, '-maxrate', o.bitrate as string, '-bufsize', '24M'] : []),
        '-t', String(o.seconds),
        '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
        ...(o.fragmented ? ['-g', String(noisy ? 50 : 20), '-movflags', 'frag_keyframe+empty_moov+default_base_moof'] : ['-movflags', '+faststart']),
        file,
      ];
      await run(ffmpegPath(), args, { timeout: 120_000 });
      if ((await stat(file)).size === 0) throw new Error(`ffmpeg made an empty ${name}`);
      return file;
    },
    remove: () => rm(path, { recursive: true, force: true }),
  };
}
