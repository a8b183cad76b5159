import { describe, expect, it } from 'vitest';
import { answerViolations } from './answer-rules';

const json = (status: number, body: unknown) => ({ status, contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(body)) });
const get = (target: string, headers: Record<string, string> = {}) => ({ method: 'GET', target, headers });
const post = (target: string) => ({ method: 'POST', target, headers: {} });
const error = { status: 'fail', message: 'No.', error_type: 'bad_request' };

describe('answerViolations (the rules the API fuzz holds every answer to)', () => {
  it('takes a 2xx answer of any JSON and a 4xx with the error body of 000 §8', () => {
    expect(answerViolations(post('/web/likes/1/like/'), json(200, { status: 'ok' }))).toEqual([]);
    expect(answerViolations(post('/web/likes/1/like/'), json(400, { ...error, errors: { a: [] } }))).toEqual([]);
  });

  it('refuses a 5xx, except the 503 transcode_not_finished', () => {
    expect(answerViolations(post('/create/configure/'), json(500, { ...error, error_type: 'server_error' }))).toEqual(['server error 500']);
    expect(answerViolations(post('/igtv/configure_to_igtv/'), json(503, { ...error, error_type: 'transcode_not_finished' }))).toEqual([]);
  });

  it('refuses a failing JSON answer without status fail, a message or an error_type', () => {
    expect(answerViolations(post('/x/'), json(400, { message: 'No.' }))[0]).toMatch(/status is undefined/);
    expect(answerViolations(post('/x/'), json(404, { status: 'fail', error_type: 'not_found' }))[0]).toMatch(/no message/);
    expect(answerViolations(post('/x/'), json(409, { status: 'fail', message: 'No.', error_type: 'Conflict!' }))[0]).toMatch(/error_type/);
    expect(answerViolations(post('/x/'), json(400, ['fail']))[0]).toMatch(/not an object/);
  });

  it('refuses a failing answer that is neither JSON nor a page', () => {
    const text = { status: 400, contentType: 'text/plain', body: Buffer.from('Bad') };
    expect(answerViolations(post('/web/likes/1/like/'), text)).toEqual(['a 400 answer of type "text/plain", neither JSON nor a page']);
  });

  it('takes HTML only for pages: a GET of an app path, or a navigation answered by the not-found page', () => {
    const html = (status: number) => ({ status, contentType: 'text/html; charset=utf-8', body: Buffer.from('<html>') });
    expect(answerViolations(get('/explore/'), html(200))).toEqual([]);
    expect(answerViolations(get('/web/nothing/', { accept: 'text/html' }), html(404))).toEqual([]);
    expect(answerViolations(get('/web/nothing/', { accept: 'application/json' }), html(404))).toHaveLength(1);
    expect(answerViolations(post('/accounts/login/'), html(200))).toHaveLength(1);
  });

  it('holds each item of a batch answer to the same rules (POST /web/batch/)', () => {
    const item = (status: number, body: unknown, type = 'application/json; charset=utf-8') => ({ status, headers: { 'content-type': type }, body: JSON.stringify(body) });
    const batch = (...responses: unknown[]) => json(200, { status: 'ok', responses });
    expect(answerViolations(post('/web/batch/'), batch(item(200, { status: 'ok' }), item(404, { ...error, error_type: 'not_found' })))).toEqual([]);
    expect(answerViolations(post('/web/batch/'), batch(item(200, {}), item(500, { ...error, error_type: 'server_error' })))).toEqual(['batch item 1: server error 500']);
    expect(answerViolations(post('/web/batch/'), batch(item(400, { message: 'No.' })))[0]).toMatch(/^batch item 0: not the error body/);
    expect(answerViolations(post('/web/batch/'), batch(item(200, '<html>', 'text/html')))[0]).toMatch(/^batch item 0: HTML answer/);
    expect(answerViolations(post('/web/batch/'), batch({ status: 200, headers: { a: 1 }, body: '' }))).toEqual(['batch item 0: not {status, headers (text), body (text)}']);
    expect(answerViolations(post('/web/batch/'), json(200, { status: 'ok' }))).toEqual(['a batch answer without its responses']);
  });
});
