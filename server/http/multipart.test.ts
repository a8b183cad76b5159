import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart';

const body = (boundary: string, parts: string[]) =>
  Buffer.from(parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`, 'latin1');

describe('multipart/form-data reader (001 §7 profile_pic form data)', () => {
  it('reads the boundary, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });

  it('returns each part with its name, file name, type and exact bytes', () => {
    const parts = parseMultipart(
      body('XyZ', [
        'Content-Disposition: form-data; name="profile_pic"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\r\n\xff\xd9',
        'Content-Disposition: form-data; name="note"\r\n\r\nhello',
      ]),
      'XyZ',
    );
    expect(parts?.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['profile_pic', 'me.jpg', 'image/jpeg'],
      ['note', null, null],
    ]);
    expect([...(parts?.[0]?.data ?? [])]).toEqual([0xff, 0xd8, 0x0d, 0x0a, 0xff, 0xd9]);
    expect(parts?.[1]?.data.toString()).toBe('hello');
  });

  it('reads an empty file part as zero bytes', () => {
    const parts = parseMultipart(body('b', ['Content-Disposition: form-data; name="profile_pic"; filename=""\r\n\r\n']), 'b');
    expect(parts?.[0]?.data.length).toBe(0);
  });

  it('refuses a body cut short', () => {
    expect(parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc'), 'b')).toBeNull();
  });
});
