import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorType } from '../../sync/api/errors';
import type { WireErrorBody } from '../../sync/api/errors';
import { HttpError } from './errors';
import { RetryLater } from './retry-later';

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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof RetryLater) {
      return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).type('application/json; charset=utf-8').send(error.body());
    }
    const { status, body } = toErrorResponse(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
