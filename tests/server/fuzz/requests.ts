import fc from 'fast-check';
import { Header } from '../../../sync/api/headers';
import { ApiPath, QueryHash } from '../../../sync/api/paths';
import { UploadHeader } from '../../../sync/api/upload';
import { coherentBatch } from './batch-requests';
import type { Actor, FuzzRoute } from './world';

/**
 * Random and hostile requests for one route (./api-fuzz-suite.ts): its path parameters
 * replaced by real ids or hostile values, random query strings (duplicated keys too), random
 * headers (X-Mutation-Id, the rupload headers, Origin, Accept, …), and for POSTs a random body:
 * JSON of any shape, malformed JSON, form-encoded, multipart, raw bytes under a wrong type, now
 * and then a huge one. Field names come from the wire types and the routes' own source, so
 * the fields of a new endpoint join by themselves.
 */
export interface FuzzRequest {
  method: string;
  actor: Actor['name'];
  csrf: 'valid' | 'missing' | 'other' | 'garbage';
  /** Path and query as sent on the request line (latin1: UTF-8 bytes of hostile text go raw). */
  target: string;
  headers: [string, string][];
  body: { contentType: string | null; data: Buffer } | null;
}

/** Text the server must take as plain data, whatever it looks like. */
const HOSTILE = [
  '', ' ', '0', '-1', '1.5', '1e309', '99999999999999999999999', '9007199254740993', '0x1f', 'NaN', 'Infinity', 'null',
  'undefined', 'true', '[]', '{}', '[object Object]', '__proto__', 'constructor', 'toString', '../../etc/passwd', '..',
  '%00', '\u0000', '%', '%zz', '%E2%80%AE', '\u202e', '\ud83d\ude00', '\ud800', '\uffff', 'é', 'ß'.repeat(40), '<script>alert(1)</script>',
  "' OR 1=1 --", '"; DROP TABLE users; --', '${7*7}', '{{7*7}}', 'a'.repeat(300), '\r\n', 'a\tb', '-', '_', '.', ':',
];

const hostileText = fc.constantFrom(...HOSTILE);
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }));

export interface FieldNames {
  /** Names read from the files that register this route (./route-fields.ts). */
  route: readonly string[];
  all: readonly string[];
}

export interface FuzzSetting {
  fields: FieldNames;
  known: readonly string[];
  serverUrl: string;
  jpeg: Buffer;
  /** Every route, for the items of a batch (./batch-requests.ts). */
  routes?: readonly FuzzRoute[];
}

export function requestArbitrary(route: FuzzRoute, { fields, known, serverUrl, jpeg, routes }: FuzzSetting): fc.Arbitrary<FuzzRequest> {
  const knownText = fc.constantFrom(...known, ...Object.values(QueryHash));
  const text = fc.oneof({ weight: 4, arbitrary: knownText }, { weight: 3, arbitrary: hostileText }, { weight: 3, arbitrary: anyText },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String) });
  const own = fields.route.length > 0 ? fields.route : fields.all;
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...own) }, { weight: 2, arbitrary: fc.constantFrom(...fields.all) }, { weight: 1, arbitrary: anyText }, { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom('a[b]', 'a[]', '__proto__', 'constructor', 'a.b', '') });

  const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 6 }),
    ),
  })).value;
  // Random keys, or many of the route's own names at once (to get past "x is required").
  const objectBody = fc.oneof(
    fc.dictionary(key, json, { maxKeys: 8 }),
    fc.shuffledSubarray([...own], { maxLength: 16 }).chain((keys) => fc.tuple(...keys.map(() => fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: json })))
      .map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]])))),
  );
  const deep = fc.tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean()).map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  const huge = fc.tuple(fc.constantFrom(...own), fc.integer({ min: 50_000, max: 1_200_000 })).map(([k, size]) => JSON.stringify({ [k]: 'x'.repeat(size) }));

  const pairs = fc.oneof(objectBody.map((o) => Object.entries(o).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])),
    fc.array(fc.tuple(key, fc.oneof(text, json.map((v) => JSON.stringify(v) ?? ''))), { maxLength: 8 }))
    .chain((list) => (list.length > 0 ? fc.constantFrom(list, [...list, ...list.slice(0, 1)]) : fc.constant(list)));

  const isRupload = route.url.startsWith('/rupload_');
  const rawBytes = fc.uint8Array({ maxLength: isRupload ? 4096 : 2048 }).map((a) => Buffer.from(a));
  const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/vnd.api+json');
  const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 6, arbitrary: fc.tuple(jsonType, fc.oneof({ weight: 5, arbitrary: objectBody }, { weight: 1, arbitrary: json })).map(([t, v]) => ({ contentType: t, data: Buffer.from(JSON.stringify(v) ?? 'null') })) },
    { weight: 6, arbitrary: pairs.map((p) => ({ contentType: 'application/x-www-form-urlencoded', data: Buffer.from(new URLSearchParams([...p]).toString()) })) },
    { weight: 2, arbitrary: fc.tuple(jsonType, fc.oneof(anyText, fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', '\u0000', 'nul', '{"__proto__":{"x":1}}'))).map(([t, s]) => ({ contentType: t, data: Buffer.from(s) })) },
    { weight: 3, arbitrary: fc.tuple(pairs, fc.boolean(), fc.constantFrom('b0undary', 'x', '', '"q"')).map(([p, file, boundary]) => multipart([...p], file, boundary)) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(null, '', 'text/plain', 'application/octet-stream', 'image/jpeg', 'application/xml', 'multipart/form-data', 'x/y; a=b', 'application/x-www-form-urlencoded', 'application/json'), rawBytes).map(([t, d]) => ({ contentType: t, data: d })) },
    ...(isRupload ? [] : [
      { weight: 1, arbitrary: deep.map((s) => ({ contentType: 'application/json', data: Buffer.from(s) })) },
      { weight: 1, arbitrary: huge.map((s) => ({ contentType: 'application/json', data: Buffer.from(s) })) },
    ]),
  );

  const mutationId = fc.oneof(fc.uuid(), fc.constantFrom('fuzz-shared-id', 'fuzz-shared-id-2'), hostileText, fc.string({ minLength: 90, maxLength: 120 }));
  const headerValue = fc.oneof(text, hostileText);
  const header: fc.Arbitrary<[string, string]> = fc.oneof(
    mutationId.map((v): [string, string] => [Header.mutationId, v]),
    fc.oneof(fc.nat().map(String), headerValue).map((v): [string, string] => [UploadHeader.offset, v]),
    fc.oneof(fc.nat({ max: 10_000 }).map(String), headerValue).map((v): [string, string] => [UploadHeader.entityLength, v]),
    fc.oneof(knownText, headerValue).map((v): [string, string] => [UploadHeader.entityName, v]),
    fc.constantFrom('image/jpeg', 'video/mp4', 'text/html', '').map((v): [string, string] => [UploadHeader.entityType, v]),
    fc.oneof(objectBody.map((o) => JSON.stringify(o)), ruploadParams(knownText), headerValue).map((v): [string, string] => [UploadHeader.params, v]),
    fc.constantFrom('text/html', 'application/json', '*/*', 'text/html;q=0.1, application/json', 'image/*', '').map((v): [string, string] => ['accept', v]),
    fc.constantFrom('http://evil.example', serverUrl, serverUrl, serverUrl, 'null').map((v): [string, string] => ['origin', v]),
    fc.constantFrom('http://evil.example/x', `${serverUrl}/`, `${serverUrl}/`, 'not a url').map((v): [string, string] => ['referer', v]),
    fc.constantFrom('navigate', 'cors', 'no-cors').map((v): [string, string] => ['sec-fetch-mode', v]),
    fc.constantFrom('XMLHttpRequest', '').map((v): [string, string] => [Header.requestedWith, v]),
    headerValue.map((v): [string, string] => [Header.wwwClaim, v]),
    headerValue.map((v): [string, string] => [Header.appId, v]),
    fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=5-1', 'bytes=a-b', 'bytes=0-1,2-3').map((v): [string, string] => ['range', v]),
    headerValue.map((v): [string, string] => ['if-none-match', v]),
    headerValue.map((v): [string, string] => ['if-modified-since', v]),
    fc.constantFrom('1.2.3.4', 'unknown', '::1').map((v): [string, string] => ['x-forwarded-for', v]),
    fc.constantFrom('https', 'gopher').map((v): [string, string] => ['x-forwarded-proto', v]),
    fc.constantFrom('evil.example', '').map((v): [string, string] => ['x-forwarded-host', v]),
    fc.tuple(fc.constantFrom('sessionid', 'csrftoken', 'mid', 'ds_user_id'), headerValue).map(([k, v]): [string, string] => ['cookie', `${k}=${v}`]),
  );

  const segment = fc.oneof(
    { weight: 5, arbitrary: knownText.map(encode) },
    { weight: 3, arbitrary: fc.oneof(hostileText, anyText).map(encode) },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.nat().map(String) },
  );
  const wildcard = fc.array(fc.oneof(segment, fc.constantFrom('assets', 'web', 'api', 'graphql', 'media', 'accounts', 'ajax', '.env', 'index.html', 'sw.js', 'app-1234.js')), { maxLength: 4 })
    .map((parts) => parts.join('/'));
  const pathOf = (url: string): fc.Arbitrary<string> => {
    const names = [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[0]);
    return fc.tuple(...names.map((n) => (n === '*' ? wildcard : segment))).map((values) => {
      let i = 0;
      return url.replace(/:(\w+)|\*/g, () => values[i++] ?? '');
    });
  };
  const path = pathOf(route.url);
  const query = fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: pairs.map((p) => {
    const qs = p.map(([k, v]) => (Math.abs(k.length - v.length) % 5 === 0 ? `${k}=${v}` : `${encode(k)}=${encode(v)}`)).join('&');
    return qs === '' ? '' : `?${qs}`;
  }) }, { weight: 1, arbitrary: fc.constantFrom('?__a=1', '?hl=fr', '?hl=<x>', '?&&&', '?=', '?a', '?%', `?query_hash=${QueryHash.feed}&variables=%7B`) });

  const generic = fc.record({
    method: fc.constant(route.method),
    actor: fc.constantFrom<Actor['name']>('anon', 'alice', 'alice', 'bob'),
    csrf: fc.oneof({ weight: 17, arbitrary: fc.constant<FuzzRequest['csrf']>('valid') }, { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['csrf']>('missing', 'other', 'garbage') }),
    // Text outside ASCII goes percent-encoded, and now and then as raw bytes (which Node's parser refuses).
    target: fc.tuple(path, query, fc.nat(9)).map(([p, q, raw]) => [...latin1(p + q)].map((c) => (c <= ' ' || c === '\x7f' || (raw !== 0 && c > '\x7f') ? percent(c) : c)).join('')),
    headers: fc.array(header, { maxLength: 6 }).map((hs) => hs.map(([k, v]): [string, string] => [k, [...latin1(v)].filter((c) => c === '\t' || (c >= ' ' && c !== '\x7f')).join('')])),
    body: route.method === 'POST' ? body : fc.constant(null),
  });
  if (route.method === 'POST' && route.url === ApiPath.batch) {
    return fc.oneof(generic, coherentBatch({ targets: (routes ?? []).filter((r) => r.method === 'POST').map((r) => r.url), pathOf, pairs, objectBody, mutationId }));
  }
  if (!isRupload || route.method !== 'POST') return generic;
  return fc.oneof(generic, coherentRupload(route, fc.oneof(knownText, fc.stringMatching(/^\d{1,20}$/)), jpeg, rawBytes));
}

/**
 * A rupload POST whose headers agree with each other most of the time (entity, length,
 * offset, params), so that requests get past the header checks to the bytes: a JPEG, random
 * bytes, a length that lies, an offset that is not the server's.
 */
function coherentRupload(route: FuzzRoute, uploadId: fc.Arbitrary<string>, jpeg: Buffer, rawBytes: fc.Arbitrary<Buffer>): fc.Arbitrary<FuzzRequest> {
  const video = route.url.startsWith('/rupload_igvideo');
  return fc.record({
    uploadId,
    suffix: fc.noBias(fc.nat()),
    data: fc.oneof(fc.constant(jpeg), rawBytes, fc.nat(jpeg.length).map((n) => jpeg.subarray(0, n))),
    lengthDelta: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: -10, max: 10_000 }) }),
    offset: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(5000) }),
    mediaType: fc.oneof({ weight: 4, arbitrary: fc.constant(video ? 2 : 1) }, { weight: 1, arbitrary: fc.constantFrom(1, 2, 3) }),
    extra: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.record({ width: fc.integer({ min: -1, max: 200_000 }), height: fc.nat(5000), duration: fc.double(), is_igtv_video: fc.boolean(),
      transform: fc.option(fc.record({ x: fc.double(), y: fc.double(), width: fc.double(), height: fc.double() })) }, { requiredKeys: [] }) }),
    actor: fc.constantFrom<Actor['name']>('alice', 'alice', 'bob', 'anon'),
  }).map(({ uploadId: id, suffix, data, lengthDelta, offset, mediaType, extra, actor }) => {
    const entity = `${id.replace(/[^A-Za-z0-9_-]/g, '') || '1'}_0_${suffix}`;
    const params = { media_type: mediaType, upload_id: id, ...extra, ...(video ? { video_format: 'video/mp4' } : {}) };
    return {
      method: 'POST',
      actor,
      csrf: 'valid' as const,
      target: route.url.replace(':entity', entity),
      headers: [
        [UploadHeader.entityName, entity],
        [UploadHeader.entityLength, String(Math.max(0, data.length + lengthDelta))],
        [UploadHeader.offset, String(offset)],
        [UploadHeader.entityType, video ? 'video/mp4' : 'image/jpeg'],
        [UploadHeader.params, JSON.stringify(params)],
      ],
      body: { contentType: 'application/octet-stream', data },
    };
  });
}

function ruploadParams(knownText: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.record({
    media_type: fc.constantFrom(1, 2, 3, '1', null),
    upload_id: knownText,
    width: fc.oneof(fc.integer(), fc.constant(0)),
    height: fc.oneof(fc.integer(), fc.constant(0)),
    video_format: fc.constantFrom('video/mp4', 'x'),
    is_igtv_video: fc.boolean(),
  }, { requiredKeys: ['media_type', 'upload_id'] }).map((o) => JSON.stringify(o));
}

function multipart(pairs: [string, string][], withFile: boolean, boundary: string): { contentType: string; data: Buffer } {
  const b = boundary === '' ? '' : boundary.replace(/"/g, '');
  const parts = pairs.map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${v}\r\n`);
  if (withFile) parts.push(`--${b}\r\nContent-Disposition: form-data; name="profile_pic"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0garbage\r\n`);
  const text = `${parts.join('')}--${b}--\r\n`;
  return { contentType: boundary === '' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`, data: Buffer.from(text, 'latin1') };
}

/** encodeURIComponent of any string: lone surrogates become U+FFFD first (fast-check makes them). */
const encode = (s: string): string => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const percent = (c: string): string => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** UTF-8 bytes as a latin1 string: what goes on the wire for text outside ASCII. */
const latin1 = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');
