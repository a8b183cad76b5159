/**
 * The transport error object of 000 §8: network error text, status code, response text,
 * parsed response message and url. "A generic HTTP failure is any non-2xx status."
 */
import type { TransportErrorFields } from './types';

export class TransportError extends Error implements TransportErrorFields {
  override readonly name = 'TransportError';
  readonly networkError: string | null;
  readonly statusCode: number;
  readonly responseText: string;
  readonly responseMessage: string | null;
  readonly url: string;
  readonly body: unknown;
  /** error_type of a 000 §8 error body, when the body has one. */
  readonly errorType: string | null;
  /** True when our own timeout (000 §9, 10 s default) cut the request. */
  readonly timedOut: boolean;
  /** True when the caller's signal aborted the request. */
  readonly aborted: boolean;
  /** The answer's Retry-After (RFC 9110 §10.2.3: seconds or an HTTP date) in ms, or null. */
  readonly retryAfterMs: number | null;

  constructor(fields: TransportErrorFields & { timedOut?: boolean; aborted?: boolean; retryAfterMs?: number | null }) {
    super(describe(fields));
    this.networkError = fields.networkError;
    this.statusCode = fields.statusCode;
    this.responseText = fields.responseText;
    this.responseMessage = fields.responseMessage;
    this.url = fields.url;
    this.body = fields.body;
    this.errorType = readString(fields.body, 'error_type');
    this.timedOut = fields.timedOut ?? false;
    this.aborted = fields.aborted ?? false;
    this.retryAfterMs = fields.retryAfterMs ?? null;
  }

  /** No response arrived (statusCode 0). */
  static network(url: string, networkError: string, flags: { timedOut?: boolean; aborted?: boolean } = {}): TransportError {
    return new TransportError({ networkError, statusCode: 0, responseText: '', responseMessage: null, url, body: null, ...flags });
  }

  /** A response arrived with a non-2xx status (`retryAfter`: its Retry-After header). */
  static http(url: string, statusCode: number, responseText: string, retryAfter: string | null = null, now = Date.now()): TransportError {
    const body = parseJson(responseText);
    return new TransportError({
      networkError: null,
      statusCode,
      responseText,
      responseMessage: readString(body, 'message'),
      url,
      body,
      retryAfterMs: parseRetryAfter(retryAfter, now),
    });
  }
}

/** Retry-After as a delay in ms: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * DESIGN.md rule 3: network errors (and timeouts) and 5xx retry with backoff; 429 too (the
 * server asks us to come back later); any other 4xx is final. An error that is not a
 * TransportError (a failure before any answer) is assumed transient: only a definite answer
 * from the server may fail a user's action for good (ours to choose).
 */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof TransportError)) return true;
  if (err.statusCode === 0) return true;
  return err.statusCode >= 500 || err.statusCode === 429;
}

/** JSON.parse that answers undefined instead of throwing (empty or non-JSON bodies). */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function readString(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

function describe(f: TransportErrorFields): string {
  const what = f.statusCode === 0 ? (f.networkError ?? 'network error') : `HTTP ${f.statusCode}`;
  const message = f.responseMessage ? `: ${f.responseMessage}` : '';
  return `${what}${message} (${f.url})`;
}
