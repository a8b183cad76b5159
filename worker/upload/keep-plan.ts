/**
 * What of an upload a reload would need, and whether to copy it now (pure; ./upload-keeper.ts
 * carries it out). DESIGN.md Uploads: an upload resumes after a reload or a crash. After a
 * reload the picked File is gone: only what 'lumen-uploads' holds can be sent, from the server's
 * offset. So an upload is safe when every file
 *   - is a photo (a photo, a carousel photo, a video's cover) stored whole: the local post shows
 *     it after a reload, and it is small; or
 *   - is held by the server whole, or held by the server up to where its stored bytes start.
 * The sender goes forwards from each file's start, the copy backwards from the end of the last
 * file: they meet in the middle, and nothing the server already confirmed is copied. The server
 * never loses confirmed bytes but to a disk failure (server/uploads/entity-offset.ts); then, after
 * a reload, the upload fails as "no longer on this device" instead of resuming.
 */

export interface KeepPart {
  bytes: number;
  /** The server's confirmed offset (the machine's). */
  offset: number;
  complete: boolean;
  /** The stored bytes are [storedFrom, bytes) (./upload-record.ts storedFrom). */
  storedFrom: number;
  /** A photo: always stored whole. */
  photo: boolean;
}

export interface Piece {
  part: number;
  start: number;
  end: number;
}

const partSafe = (p: KeepPart): boolean => (p.photo ? p.storedFrom === 0 : p.complete || p.offset >= p.storedFrom);

export function isSafe(parts: readonly KeepPart[]): boolean {
  return parts.every(partSafe);
}

/** The next piece to store: photos first (whole), then the last unsafe file from the end back. */
export function nextPiece(parts: readonly KeepPart[], pieceBytes: number): Piece | null {
  const photo = parts.findIndex((p) => p.photo && p.storedFrom > 0);
  const index = photo >= 0 ? photo : parts.findLastIndex((p) => !partSafe(p));
  const p = parts[index];
  if (!p) return null;
  const floor = p.photo ? 0 : p.offset;
  return { part: index, start: Math.max(floor, p.storedFrom - pieceBytes), end: p.storedFrom };
}

/** Bytes the server must still confirm before the files (photos aside) are safe without more copying. */
export function bytesToSafety(parts: readonly KeepPart[]): number {
  const last = parts.findLastIndex((p) => !p.photo && !partSafe(p));
  let sum = 0;
  parts.forEach((p, i) => {
    if (i > last || p.photo || p.complete) return;
    sum += (i === last ? p.storedFrom : p.bytes) - p.offset;
  });
  return sum;
}

export interface CopyFacts {
  parts: readonly KeepPart[];
  /** The machine is sending (not queued, backing off, offline or failed). */
  sending: boolean;
  /** The upload's measured throughput, else a recent upload's; null: unknown. */
  speedBps: number | null;
  pieceBytes: number;
  /** UploadTuning.sendInsteadOfCopyMs. */
  horizonMs: number;
}

/**
 * Copy now, unless the sender is expected to make the upload safe within the horizon (then the
 * copy would only compete with it). Photos, and uploads whose other files fit in one piece,
 * are always copied: one small write, safe at once.
 */
export function shouldCopy(f: CopyFacts): boolean {
  if (isSafe(f.parts)) return false;
  if (f.parts.some((p) => p.photo && p.storedFrom > 0)) return true;
  const others = f.parts.reduce((sum, p) => sum + (p.photo ? 0 : p.bytes), 0);
  if (others <= f.pieceBytes) return true;
  if (!f.sending || f.speedBps === null || f.speedBps <= 0) return true;
  return (bytesToSafety(f.parts) * 1000) / f.speedBps > f.horizonMs;
}
