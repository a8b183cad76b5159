/**
 * The one way to the network (DESIGN.md: "All network goes through sync/transport").
 *
 *   request ─▶ sendOnce ─┬─ 2xx ─────────────▶ parsed body
 *                        ├─ non-2xx ─────────▶ TransportError (+ 000 §4 redirect on non-GET)
 *                        └─ no answer/timeout ─▶ GET: sendOnce again, once (000 §9)
 *                                              else TransportError, statusCode 0
 */
import { Limits } from '../api/constants';
import { buildBody, buildHeaders, buildUrl, sessionPatchFromHeaders } from './conventions';
import { isSafeUrl } from './safe-url';
import { TransportError, parseJson, readString } from './transport-error';
import type { Transport, TransportDeps, TransportRequest } from './types';

export function createTransport(deps: TransportDeps): Transport {
  return {
    async request<T>(req: TransportRequest): Promise<T> {
      // 000 §9: "HTTP default timeout 10 s; GET retried once" — on no answer only, never POST.
      const retries = req.method === 'GET' ? Limits.getRetries : 0;
      for (let attempt = 0; ; attempt += 1) {
        try {
          return (await sendOnce(deps, req)) as T;
        } catch (err) {
          const noAnswer = err instanceof TransportError && err.statusCode === 0 && !err.aborted;
          if (!noAnswer || attempt >= retries) throw err;
        }
      }
    },
  };
}

async function sendOnce(deps: TransportDeps, req: TransportRequest): Promise<unknown> {
  // Called detached, so the globals themselves can be passed (a method call with `this` set
  // to deps would be an "Illegal invocation" of fetch or setTimeout in browsers).
  const { fetch: fetchFn, setTimeout: setTimer, clearTimeout: clearTimer } = deps;
  const session = deps.getSession();
  const url = buildUrl(deps.origin, req);
  const body = buildBody(req, session);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimer(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs ?? Limits.httpTimeoutMs);
  const onCallerAbort = (): void => controller.abort();
  req.signal?.addEventListener('abort', onCallerAbort);
  if (req.signal?.aborted === true) controller.abort();

  let response: Response;
  let text: string;
  try {
    response = await fetchFn(url.href, {
      method: req.method,
      headers: buildHeaders(req, url, deps.origin, session),
      ...(body === undefined ? {} : { body }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // The timeout covers the body too: a stalled body is no answer.
    text = await response.text();
  } catch (err) {
    if (timedOut) throw TransportError.network(url.href, `timeout after ${req.timeoutMs ?? Limits.httpTimeoutMs} ms`, { timedOut: true });
    if (req.signal?.aborted === true) throw TransportError.network(url.href, 'aborted', { aborted: true });
    throw TransportError.network(url.href, err instanceof Error ? err.message : String(err));
  } finally {
    clearTimer(timer);
    req.signal?.removeEventListener('abort', onCallerAbort);
  }

  deps.onAnswer?.(response.status);
  return readAnswer(deps, req, url, { status: response.status, headers: response.headers, text });
}

/** An answer that arrived: its own, or one of a batch's (./batch.ts). */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * What an answer means for its request: the session's updates from its headers, then its
 * parsed body (2xx) or a TransportError (any other status, with 000 §4's redirect on non-GET).
 */
export function readAnswer(deps: TransportDeps, req: TransportRequest, url: URL, answer: Answer): unknown {
  const patch = sessionPatchFromHeaders(answer.headers, deps.getSession());
  if (Object.keys(patch).length > 0) deps.onSessionUpdate(patch);

  if (answer.status < 200 || answer.status > 299) {
    const error = TransportError.http(url.href, answer.status, answer.text, answer.headers.get('retry-after'));
    if (req.method !== 'GET') followErrorRedirect(deps, error.body);
    throw error;
  }
  // A 2xx answer is JSON in this API; an empty body reads as null, anything else as its text.
  if (answer.text.trim() === '') return null;
  const parsed = parseJson(answer.text);
  return parsed === undefined ? answer.text : parsed;
}

/** 000 §4 "Redirects from errors", limited to safe urls (000 §5). */
function followErrorRedirect(deps: TransportDeps, body: unknown): void {
  const target = readString(body, 'checkpoint_url') ?? readString(body, 'redirect_url');
  if (target !== null && target !== '' && isSafeUrl(target, deps.origin)) deps.onRedirect(target);
}
