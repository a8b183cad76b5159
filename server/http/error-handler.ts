import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorType } from '../../sync/api/errors';
import type { WireErrorBody } from '../../sync/api/errors';
import { HttpError } from './errors';
import { RetryLater } from './retry-later';
import { EVERY_ANSWER_HEADERS, everyAnswerHeaders } from './security-headers';

/**
 * Every failure answers with the error body of 000 §8 (sync/api/errors.ts). Fastify's own
 * errors (oversized or malformed bodies, unsupported media types) are mapped onto it; an
 * unexpected error is a 500 whose body leaks nothing.
 */
const FASTIFY_CODES: Record<string, { status: number; type: ErrorType; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, type: ErrorType.payloadTooLarge, message: 'Request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, type: ErrorType.badRequest, message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, type: ErrorType.badRequest, message: 'Invalid content length.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, type: ErrorType.badRequest, message: 'body: JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, type: ErrorType.badRequest, message: 'body: malformed JSON.' },
  FST_ERR_BAD_URL: { status: 400, type: ErrorType.badRequest, message: 'The address could not be read.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, type: ErrorType.badRequest, message: 'The address is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 500, type: ErrorType.server, message: 'Something went wrong. Please try again.' },
};

export function toErrorResponse(error: unknown): { status: number; body: WireErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body() };
  const fe = error as Partial<FastifyError>;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { status: known.status, body: fail(known.type, known.message) };
  if (error instanceof SyntaxError && fe.statusCode === 400) {
    return { status: 400, body: fail(ErrorType.badRequest, 'body: malformed JSON.') };
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, body: fail(ErrorType.badRequest, fe.message ?? 'Bad request.') };
  }
  return { status: 500, body: fail(ErrorType.server, 'Something went wrong. Please try again.') };
}

const fail = (error_type: ErrorType, message: string): WireErrorBody => ({ status: 'fail', message, error_type });

/** Every 429 says when to come back: its retry_after_seconds (./errors.ts rateLimited), else a minute. */
function retryAfterOf(body: object): number {
  const seconds = (body as { retry_after_seconds?: unknown }).retry_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
}

function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof RetryLater) {
    return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).type('application/json; charset=utf-8').send(error.body());
  }
  const { status, body } = toErrorResponse(error);
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  if (status === 429) reply.header('retry-after', String(retryAfterOf(body)));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Errors raised before routing (Fastify's `frameworkErrors` option: a URL that does not
 * decode, a parameter over the length limit, an async constraint failing) take the same path.
 */
export const frameworkErrors = (error: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
  // No hook runs for these answers: the headers of every answer are set here.
  reply.headers(everyAnswerHeaders(req));
  void sendError(error, req, reply);
};

/**
 * Requests Node's HTTP parser refuses (headers over the size limit, an invalid or doubled
 * Content-Length, a request line that is not HTTP, a client timeout) never reach Fastify:
 * Fastify's `clientErrorHandler` option writes the answer on the socket. Same body, 000 §8.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 408 ? 'The request took too long.' : status === 431 ? 'Request headers are too large.' : 'The request could not be read.';
  const body = JSON.stringify(fail(ErrorType.badRequest, message));
  // The answer to a HEAD has the headers of the body but no content (RFC 9110 §9.3.2; issue 17 fuzz).
  const head = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        Object.entries(EVERY_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(error);
}
