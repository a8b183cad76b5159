import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors';
import { formText, parseId, parseInput, userText } from './validate';

describe('parseInput', () => {
  const schema = z.object({ comment_text: formText, n: z.coerce.number().int().optional() });

  it('returns the parsed value, turning numbers and booleans into text', () => {
    expect(parseInput(schema, { comment_text: 12 })).toEqual({ comment_text: '12' });
  });

  it('answers 400 with the failing field named in the message', () => {
    try {
      parseInput(schema, {});
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HttpError);
      expect((e as HttpError).statusCode).toBe(400);
      expect((e as HttpError).message).toMatch(/^comment_text: /);
    }
  });

  it('rejects a repeated form key', () => {
    expect(() => parseInput(schema, { comment_text: ['a', 'b'] })).toThrow(/comment_text/);
  });

  it('accepts only decimal ids', () => {
    expect(parseId('123')).toBe(123);
    expect(parseId('12a')).toBeNull();
    expect(parseId('')).toBeNull();
    expect(parseId('1'.repeat(16))).toBeNull();
  });

  it('cleans free text with userText, and names the field when it refuses it', () => {
    const text = z.object({ caption: userText });
    expect(parseInput(text, { caption: 'Cafe\u0301\u200B' })).toEqual({ caption: 'Café' });
    expect(() => parseInput(text, { caption: 'a\u0000' })).toThrow(/^caption: /);
  });
});
