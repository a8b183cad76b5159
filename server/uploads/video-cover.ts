import { spawn } from 'node:child_process';
import sharp from 'sharp';

/**
 * A cover for a video whose client sent none: a frame taken with ffmpeg when it exists (at
 * 1 s, or the middle of a shorter video; ffmpeg turns it upright by the track's matrix), else
 * a plain dark picture of the video's shape.
 */
export function extractFrame(ffmpeg: string, videoFile: string, durationSeconds: number): Promise<Buffer> {
  const at = Math.min(1, durationSeconds / 2).toFixed(3);
  const args = ['-hide_banner', '-loglevel', 'error', '-ss', at, '-i', videoFile, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', '-'];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const jpeg = Buffer.concat(out);
      if (code === 0 && jpeg.length > 0) resolve(jpeg);
      else reject(new Error(`ffmpeg frame failed (${code}): ${err.slice(-300)}`));
    });
  });
}

/** A plain picture with the video's aspect ratio, at most 1080 wide. */
export function placeholderCover(width: number, height: number): Promise<Buffer> {
  const w = Math.max(1, Math.min(1080, width));
  const h = Math.max(1, Math.round((w * height) / Math.max(1, width)));
  return sharp({ create: { width: w, height: h, channels: 3, background: '#262626' } }).jpeg({ quality: 80 }).toBuffer();
}
