/** Arithmetic shared by the upload benchmarks' reports. */
import type { RequestLog } from './upload-api';
import { MiB } from './test-media';

/** MiB per second for `bytes` in `ms`. */
export const mibps = (bytes: number, ms: number): number => bytes / MiB / (ms / 1000);

/** The POSTs' body sizes in MiB, in order, e.g. "1, 2, 4, 8, 16×11, 3.4". */
export function chunkSizes(requests: readonly RequestLog[]): string {
  const sizes = requests.filter((r) => r.method === 'POST').map((r) => Number((r.bytes / MiB).toFixed(1)));
  const out: string[] = [];
  for (let i = 0; i < sizes.length; ) {
    let j = i;
    while (j < sizes.length && sizes[j] === sizes[i]) j++;
    out.push(j - i > 1 ? `${sizes[i]}×${j - i}` : String(sizes[i]));
    i = j;
  }
  return out.join(', ');
}
