import { describe, expect, it } from 'vitest';
import { TransportError } from '../transport/transport-error';
import { classifyUploadFailure, isAbort } from './upload-failure';

const http = (status: number, body: unknown = { status: 'fail', message: `m${status}`, error_type: 'x' }) => TransportError.http('/r', status, JSON.stringify(body));

describe('what a failed upload request means (DESIGN.md Uploads)', () => {
  it('no answer is a network failure; an abort is told apart', () => {
    expect(classifyUploadFailure(TransportError.network('/r', 'Failed to fetch')).kind).toBe('network');
    expect(isAbort(TransportError.network('/r', 'aborted', { aborted: true }))).toBe(true);
    expect(isAbort(TransportError.network('/r', 'Failed to fetch'))).toBe(false);
  });

  it('409 is a conflict; 5xx, 408 and 429 retry; any other 4xx fails with the server message', () => {
    expect(classifyUploadFailure(http(409)).kind).toBe('conflict');
    for (const s of [500, 503, 408, 429]) expect(classifyUploadFailure(http(s)).kind).toBe('retryable');
    expect(classifyUploadFailure(http(400))).toEqual({ kind: 'fatal', message: 'm400', statusCode: 400 });
    expect(classifyUploadFailure(http(413)).kind).toBe('fatal');
  });

  it('a stale session (csrf_failed, login_required) waits for a new one rather than failing the upload', () => {
    expect(classifyUploadFailure(http(403, { status: 'fail', message: 'CSRF', error_type: 'csrf_failed' })).kind).toBe('retryable');
    expect(classifyUploadFailure(http(403, { status: 'fail', message: 'No', error_type: 'forbidden' })).kind).toBe('fatal');
  });
});
