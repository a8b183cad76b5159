import { isNavigation } from '../../../server/http/navigation';
import { TRANSCODE_NOT_FINISHED } from '../../../server/http/retry-later';
import { isApiPath } from '../../../server/routes/app-shell';
import { ApiPath } from '../../../sync/api/paths';

/**
 * What every answer of the API must be, whatever was asked (issue 17 "Fuzzing the API"):
 * - never a 5xx, except the documented 503 transcode_not_finished (001 §7);
 * - every non-2xx JSON answer has the error body of 000 §8: status 'fail', a message and an
 *   error_type (other fields of a call's own failure shape may come with it);
 * - a non-2xx answer that is not JSON is a page (HTML), a redirect or a 304;
 * - HTML only for pages: a GET or HEAD of a path that is not an API path, or a navigation
 *   answered by the not-found page (issue 11).
 * Returns what is wrong, empty when the answer is fine.
 */
export interface Asked {
  method: string;
  target: string;
  headers: Record<string, string | string[]>;
}

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

export function answerViolations(asked: Asked, answer: Answer): string[] {
  const problems: string[] = [];
  const type = answer.contentType.toLowerCase();
  const isJson = /^application\/(?:[\w.+-]+\+)?json\b/.test(type);
  const isHtml = type.startsWith('text/html');
  const hasBody = asked.method !== 'HEAD';
  let errorType: unknown;
  if (isJson && hasBody) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body.toString('utf8'));
    } catch {
      problems.push('JSON content-type with a body that is not JSON');
    }
    if (answer.status >= 300 && parsed !== undefined) {
      const shape = errorShapeProblem(parsed);
      if (shape) problems.push(`not the error body of 000 §8: ${shape}`);
      errorType = (parsed as { error_type?: unknown }).error_type;
    }
  }
  if (answer.status >= 500 && !(answer.status === 503 && (errorType === TRANSCODE_NOT_FINISHED || (!hasBody && isJson)))) {
    problems.push(`server error ${answer.status}`);
  }
  if (answer.status >= 400 && !isJson && !isHtml) problems.push(`a ${answer.status} answer of type "${answer.contentType}", neither JSON nor a page`);
  if (isHtml && !isPage(asked, answer.status)) problems.push(`HTML answer (${answer.status}) to a request that is not a page`);
  if (isJson && answer.status === 200 && asked.target.split('?', 1)[0] === ApiPath.batch) problems.push(...batchItemViolations(answer.body));
  return problems;
}

/**
 * POST /web/batch/ (server/routes/batch.ts) answers 200 with one answer per item: each must
 * be what an answer alone must be (an item is a POST or DELETE: never a page).
 */
function batchItemViolations(body: Buffer): string[] {
  let responses: unknown;
  try {
    responses = (JSON.parse(body.toString('utf8')) as { responses?: unknown }).responses;
  } catch {
    return [];
  }
  if (!Array.isArray(responses)) return ['a batch answer without its responses'];
  return responses.flatMap((item: unknown, i) => {
    const a = item as { status?: unknown; headers?: unknown; body?: unknown } | null;
    const headers = a?.headers;
    if (typeof a?.status !== 'number' || typeof a.body !== 'string' || typeof headers !== 'object' || headers === null
      || !Object.values(headers).every((v) => typeof v === 'string')) {
      return [`batch item ${i}: not {status, headers (text), body (text)}`];
    }
    const contentType = (headers as Record<string, string>)['content-type'] ?? '';
    return answerViolations({ method: 'POST', target: '', headers: {} }, { status: a.status, contentType, body: Buffer.from(a.body) })
      .map((problem) => `batch item ${i}: ${problem}`);
  });
}

function errorShapeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const b = body as Record<string, unknown>;
  if (b['status'] !== 'fail') return `status is ${JSON.stringify(b['status'])}`;
  if (typeof b['message'] !== 'string' || b['message'] === '') return 'no message';
  if (typeof b['error_type'] !== 'string' || !/^[a-z][a-z0-9_]*$/.test(b['error_type'])) return `error_type is ${JSON.stringify(b['error_type'])}`;
  return null;
}

function isPage(asked: Asked, status: number): boolean {
  if (asked.method !== 'GET' && asked.method !== 'HEAD') return false;
  // A page is known by its path: /dev/outbox?__a=1 is still the outbox page.
  const [rawPath = '/'] = asked.target.split('?', 1);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  const headers = Object.fromEntries(Object.entries(asked.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  return !isApiPath(pathname, '') || (status === 404 && isNavigation(asked.method, headers));
}
