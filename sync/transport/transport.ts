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
  const patch = sessionPatchFromHeaders(response.headers, session);
  if (Object.keys(patch).length > 0) deps.onSessionUpdate(patch);

  if (!response.ok) {
    const error = TransportError.http(url.href, response.status, text, response.headers.get('retry-after'));
    if (req.method !== 'GET') followErrorRedirect(deps, error.body);
    throw error;
  }
  // A 2xx answer is JSON in this API; an empty body reads as null, anything else as its text.
  if (text.trim() === '') return null;
  const parsed = parseJson(text);
  return parsed === undefined ? text : parsed;
}

/** 000 §4 "Redirects from errors", limited to safe urls (000 §5). */
function followErrorRedirect(deps: TransportDeps, body: unknown): void {
  const target = readString(body, 'checkpoint_url') ?? readString(body, 'redirect_url');
  if (target !== null && target !== '' && isSafeUrl(target, deps.origin)) deps.onRedirect(target);
}
