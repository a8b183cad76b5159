/**
 * Makes a new upload safe to reload (./keep-plan.ts) while it is already being sent, and
 * accepts it once it is: startUpload resolves only then, so an upload the user was told about
 * always survives a reload, a crash or a closed tab (DESIGN.md Uploads).
 *
 *   startUpload ─▶ adopted, not accepted: sending starts, nothing shown or stored yet
 *     keep() (after every transition and every write):
 *       safe ───────────────────▶ accepted: shown (local post, view; published if every file
 *       │                          is on the server), the record written after every piece
 *       │                          ─▶ stored: startUpload resolves ok
 *       shouldCopy ─yes─▶ store the next piece (one write at a time) ─▶ keep()
 *       └─no (the sender will be done sooner): nothing; the next transition asks again
 *     a write fails ─▶ refused: stopped, shown no more, its pieces removed, startUpload
 *       resolves "storage full"
 *
 * Pieces are cut from the file in hand (the picked File) as Blob slices: the browser copies
 * them into the database without the worker reading them.
 */
import { UploadMediaType } from '../../sync/api/upload';
import { isSafe, nextPiece, shouldCopy } from './keep-plan';
import type { KeepPart } from './keep-plan';
import type { UploadTuningValues } from './tuning';
import { pieceKey } from './upload-db';
import { storedFrom, storedMachine } from './upload-record';
import type { UploadRecord } from './upload-record';
import type { Live } from './upload-runner';
import type { UploadStorage } from './upload-storage';

export interface KeeperDeps {
  storage: Pick<UploadStorage, 'write'>;
  tuning: UploadTuningValues;
  /** A recent upload's throughput (./speed-memory.ts). */
  speedHint(): number | null;
  /** Safe: show it (its record is being written). */
  accepted(live: Live): void;
  /** The record is written: resolve startUpload. */
  stored(live: Live): void;
  /** A write failed: stop it, resolve startUpload with the refusal. */
  refused(live: Live, error: unknown): void;
}

export interface UploadKeeper {
  keep(live: Live): void;
}

export function keepParts(live: Pick<Live, 'record' | 'machine'>): KeepPart[] {
  return live.machine.parts.map((m, i) => {
    const r = live.record.parts[i];
    return {
      bytes: m.bytes,
      offset: m.offset,
      complete: m.complete,
      storedFrom: r ? storedFrom(r) : m.bytes,
      photo: r?.mediaType === UploadMediaType.image,
    };
  });
}

function withPiece(record: UploadRecord, part: number, start: number): UploadRecord {
  return { ...record, parts: record.parts.map((p, i) => (i === part ? { ...p, pieces: [start, ...(p.pieces ?? [])] } : p)) };
}

export function createUploadKeeper(d: KeeperDeps): UploadKeeper {
  function accept(live: Live): void {
    const record: UploadRecord = { ...live.record, machine: storedMachine(live.machine) };
    live.record = record;
    live.accepted = true;
    live.storing = true;
    // Queued before any progress write the acceptance allows from now on.
    const written = d.storage.write((x) => x.put(record));
    d.accepted(live);
    written.then(
      () => {
        live.storing = false;
        if (live.alive) d.stored(live);
      },
      (error: unknown) => {
        live.storing = false;
        if (live.alive) d.refused(live, error);
      },
    );
  }

  function store(live: Live, part: number, start: number, end: number): boolean {
    const meta = live.record.parts[part];
    const file = meta ? live.files.get(meta.blobKey) : undefined;
    if (!meta || !file || start < file.from) return false;
    const blob = file.blob.slice(start - file.from, end - file.from);
    live.storing = true;
    d.storage.write((x) => x.putPiece(pieceKey(meta.blobKey, start), blob)).then(
      () => {
        live.storing = false;
        if (!live.alive) return;
        live.record = withPiece(live.record, part, start);
        keep(live);
      },
      (error: unknown) => {
        live.storing = false;
        if (live.alive) d.refused(live, error);
      },
    );
    return true;
  }

  function keep(live: Live): void {
    if (!live.alive || live.accepted || live.storing) return;
    // Its Web Lock is on its way: it starts sending then, and is judged then.
    if (live.machine.phase === 'queued' && !live.owned) return;
    const parts = keepParts(live);
    if (isSafe(parts)) return accept(live);
    const copy = shouldCopy({
      parts,
      sending: live.machine.phase === 'uploading',
      speedBps: live.machine.speedBps ?? d.speedHint(),
      pieceBytes: d.tuning.storePieceBytes,
      horizonMs: d.tuning.sendInsteadOfCopyMs,
    });
    const piece = copy ? nextPiece(parts, d.tuning.storePieceBytes) : null;
    if (piece && !store(live, piece.part, piece.start, piece.end)) d.refused(live, new Error('the file is not in hand'));
  }

  return { keep };
}
