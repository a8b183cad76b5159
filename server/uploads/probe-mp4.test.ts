import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeMp4 } from './probe-mp4';

const dir = mkdtempSync(join(tmpdir(), 'lumen-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

describe('probeMp4 (001 §5 "mp4 only")', () => {
  it('refuses a file that does not start with an ftyp box', async () => {
    const file = join(dir, 'not.mp4');
    writeFileSync(file, Buffer.from('\x89PNG\r\n\x1a\n0000000000000000'));
    expect(await probeMp4(file)).toEqual({ ok: false, reason: 'not-mp4' });
  });

  it('calls an mp4 without a moov box unreadable', async () => {
    const file = join(dir, 'no-moov.mp4');
    writeFileSync(file, Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isom')), box('mdat', Buffer.alloc(100))]));
    expect(await probeMp4(file)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('calls a box running past the end of the file unreadable', async () => {
    const file = join(dir, 'cut.mp4');
    const mdat = box('mdat', Buffer.alloc(100)).subarray(0, 50);
    writeFileSync(file, Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isom')), mdat]));
    expect(await probeMp4(file)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
