/**
 * Splits what a client sends on one HTTP/1.1 connection into request heads and bodies, so the
 * drop proxy counts body bytes exactly (what benchmark 5 compares) apart from header bytes.
 * Bodies are framed by Content-Length (what browsers send for a Blob body); a chunked request
 * makes the rest of the connection count as body (`unframed`), which the benchmark reports.
 *
 *   head ──"\r\n\r\n"──▶ body (Content-Length bytes) ──▶ head …
 */
export interface Segment {
  kind: 'head' | 'body';
  length: number;
  /** On the segment that ends a head: the whole head's text (CRLF-separated lines). */
  head?: string;
}

export interface RequestMeter {
  /** The segments of `chunk`, in order; their lengths add up to the chunk's. */
  feed(chunk: Buffer): Segment[];
  /** Requests whose head was read. */
  readonly requests: number;
  /** A request without Content-Length framing was seen. */
  readonly unframed: boolean;
}

const END = Buffer.from('\r\n\r\n', 'latin1');

export function createRequestMeter(): RequestMeter {
  let head = Buffer.alloc(0);
  let bodyLeft = 0;
  let unframed = false;
  let requests = 0;

  function endHead(text: string): void {
    requests += 1;
    if (/\r\ntransfer-encoding:/i.test(text)) {
      unframed = true;
      return;
    }
    const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(text)?.[1];
    bodyLeft = length === undefined ? 0 : Number(length);
  }

  return {
    feed(chunk) {
      const out: Segment[] = [];
      let at = 0;
      while (at < chunk.length) {
        const left = chunk.length - at;
        if (unframed || bodyLeft > 0) {
          const n = unframed ? left : Math.min(bodyLeft, left);
          out.push({ kind: 'body', length: n });
          if (!unframed) bodyLeft -= n;
          at += n;
          continue;
        }
        const joined = Buffer.concat([head, chunk.subarray(at)]);
        const end = joined.indexOf(END, Math.max(0, head.length - 3));
        if (end < 0) {
          head = joined;
          out.push({ kind: 'head', length: left });
          break;
        }
        const fromChunk = end + END.length - head.length;
        const text = joined.subarray(0, end + END.length).toString('latin1');
        out.push({ kind: 'head', length: fromChunk, head: text });
        at += fromChunk;
        head = Buffer.alloc(0);
        endHead(text);
      }
      return out;
    },
    get requests() {
      return requests;
    },
    get unframed() {
      return unframed;
    },
  };
}
