/**
 * ISO BMFF (MP4) boxes, read by their headers: the top level of a file through an injected
 * reader (so an mdat of gigabytes is skipped, never read), the children of a box already in
 * memory, and the few full-box fields the duration needs. Shared by the server's probe
 * (server/uploads/probe-mp4.ts) and the browser's fallback (src/lib/media/browser-readers.ts).
 */

/** Up to `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Uint8Array>;

export interface BoxAt {
  type: string;
  /** Where the box starts (its header), in the file or the buffer it was found in. */
  start: number;
  /** The whole box, header included. */
  size: number;
  /** Where its body starts. */
  body: number;
}

function typeAt(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}

/** The box whose header is at `head[0]` (found at `start`), or null when the header is broken. */
function boxFrom(head: Uint8Array, start: number, end: number): BoxAt | null {
  if (head.length < 8) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const size32 = view.getUint32(0);
  let size = size32;
  let body = start + 8;
  if (size32 === 1) {
    if (head.length < 16) return null;
    size = Number(view.getBigUint64(8));
    body = start + 16;
  } else if (size32 === 0) {
    size = end - start; // to the end of the file (or of the parent)
  }
  if (size < body - start || start + size > end) return null;
  return { type: typeAt(view, 4), start, size, body };
}

/** The top-level boxes of a file, or null when a header is broken or runs past the end. */
export async function topLevelBoxes(read: ReadAt, fileSize: number): Promise<BoxAt[] | null> {
  const boxes: BoxAt[] = [];
  let pos = 0;
  while (pos + 8 <= fileSize) {
    const box = boxFrom(await read(pos, 16), pos, fileSize);
    if (box === null) return null;
    boxes.push(box);
    pos += box.size;
  }
  return boxes;
}

/** The children of the box `parent` inside `buf` (positions relative to `buf`); broken tails are dropped. */
export function childBoxes(buf: Uint8Array, parent: Pick<BoxAt, 'body' | 'start' | 'size'>): BoxAt[] {
  const out: BoxAt[] = [];
  const end = Math.min(buf.length, parent.start + parent.size);
  let pos = parent.body;
  while (pos + 8 <= end) {
    const box = boxFrom(buf.subarray(pos, Math.min(end, pos + 16)), pos, end);
    if (box === null) break;
    out.push(box);
    pos += box.size;
  }
  return out;
}

/** A box read on its own (header included) as one box, for walking its children or fields. */
export function asRoot(buf: Uint8Array): BoxAt {
  const largeSize = buf.length >= 16 && new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getUint32(0) === 1;
  return { type: '', start: 0, size: buf.length, body: largeSize ? 16 : 8 };
}

/** A reader over a full box's body: version, flags, then fields in order. */
export class FullBoxReader {
  private readonly view: DataView;
  private pos: number;
  readonly version: number;
  readonly flags: number;

  constructor(buf: Uint8Array, box: BoxAt) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const end = Math.min(buf.length, box.start + box.size);
    if (box.body + 4 > end) throw new RangeError(`${box.type}: too short`);
    const head = this.view.getUint32(box.body);
    this.version = head >>> 24;
    this.flags = head & 0xffffff;
    this.pos = box.body + 4;
  }

  u32(): number {
    const v = this.view.getUint32(this.pos);
    this.pos += 4;
    return v;
  }

  u64(): number {
    const v = Number(this.view.getBigUint64(this.pos));
    this.pos += 8;
    return v;
  }

  /** A 32-bit field in version 0, 64-bit in version 1 (times and durations). */
  uv(): number {
    return this.version === 1 ? this.u64() : this.u32();
  }

  skip(bytes: number): void {
    this.pos += bytes;
  }

  text4(): string {
    const t = typeAt(this.view, this.pos);
    this.pos += 4;
    return t;
  }
}
