/** One picked file, read and judged for its kind of upload (001 §5 Validation rules). */
import { validateMedia, type UploadKind } from '../../../sync/api/upload-rules';
import { readFacts, type SizeReaders } from './media-facts';
import type { ComposeFacts } from './upload-api';

export type SinglePick = { ok: true; file: File; facts: ComposeFacts; isVideo: boolean } | { ok: false; message: string };

export async function pickSingle(file: File, readers: SizeReaders, kindOf: (isVideo: boolean) => UploadKind): Promise<SinglePick> {
  const read = await readFacts(file, readers);
  if (!read.ok) return read;
  const verdict = validateMedia({ kind: kindOf(read.isVideo), ...read.facts });
  if (!verdict.ok) return verdict;
  return { ok: true, file, facts: read.facts, isVideo: read.isVideo };
}
