import { Agent, request } from 'node:http';
import { Header } from '../../../sync/api/headers';
import type { FuzzRequest } from './requests';
import type { Actor } from './world';

/**
 * Sends a fuzz request with node:http (which, unlike fetch, sends the request line and header
 * bytes as given) as one of the world's actors, with its CSRF header as the case asks.
 */
export interface FuzzResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** One kept-alive connection, made again after a shard's destroyAgent (the files of a worker share this module). */
let agent: Agent | null = null;

export function destroyAgent(): void {
  agent?.destroy();
  agent = null;
}

export function headersFor(req: FuzzRequest, actors: readonly Actor[]): Record<string, string | string[]> {
  const actor = actors.find((a) => a.name === req.actor);
  if (!actor) throw new Error(`no actor ${req.actor}`);
  const other = actors.find((a) => a.name !== req.actor) ?? actor;
  const cookies = Object.entries(actor.cookies).map(([k, v]) => `${k}=${v}`);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of req.headers) {
    const k = name.toLowerCase();
    if (k === 'cookie') cookies.push(value);
    else out[k] = value;
  }
  out['cookie'] = cookies.join('; ');
  const csrf = { valid: actor.csrf, missing: null, other: other.csrf, garbage: 'x'.repeat(32) }[req.csrf];
  if (csrf !== null) out[Header.csrf.toLowerCase()] = csrf;
  if (req.body) {
    if (req.body.contentType !== null) out['content-type'] = req.body.contentType;
    out['content-length'] = String(req.body.data.length);
  }
  return out;
}

export function send(baseUrl: string, req: FuzzRequest, actors: readonly Actor[]): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const r = request(
      { host: url.hostname, port: url.port, method: req.method, path: req.target, headers: headersFor(req, actors), agent: (agent ??= new Agent({ keepAlive: true, maxSockets: 1 })) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body?.data);
  });
}

/** The request as a line a person can replay (for failure messages). */
export function describeRequest(req: FuzzRequest): string {
  const body = req.body ? ` ${req.body.contentType ?? '(no type)'} ${JSON.stringify(req.body.data.toString('latin1').slice(0, 300))}` : '';
  const headers = req.headers.map(([k, v]) => `${k}: ${JSON.stringify(v.slice(0, 120))}`).join(', ');
  return `${req.method} ${req.target} as ${req.actor} (csrf ${req.csrf})${headers ? ` [${headers}]` : ''}${body}`;
}
