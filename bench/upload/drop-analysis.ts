/**
 * Where benchmark 5's re-sent bytes went, from the drop proxy's request log:
 *  - resends: a cut request sent again as it was (same request line, same offset) — the
 *    browser does this by itself when a reused keep-alive connection is reset, before the
 *    page hears of any error; the server answers it 409 (its offset moved on);
 *  - lost: bytes the server received before a cut but did not keep (the next upload request
 *    starts below offset + bytes forwarded).
 */
import type { ProxiedRequest } from './drop-proxy';

export interface DropAnalysis {
  resends: number;
  resendBytes: number;
  lostBytes: number;
}

export function analyseDrops(log: readonly ProxiedRequest[]): DropAnalysis {
  const sends = log.filter((r) => r.offset !== null);
  const out: DropAnalysis = { resends: 0, resendBytes: 0, lostBytes: 0 };
  sends.forEach((r, i) => {
    if (!r.cut || r.offset === null) return;
    let j = i + 1;
    for (; j < sends.length && sends[j]?.line === r.line && sends[j]?.offset === r.offset; j++) {
      out.resends += 1;
      out.resendBytes += sends[j]?.forwarded ?? 0;
    }
    const nextOffset = sends[j]?.offset;
    if (nextOffset !== undefined && nextOffset !== null) out.lostBytes += Math.max(0, r.offset + r.forwarded - nextOffset);
  });
  return out;
}
