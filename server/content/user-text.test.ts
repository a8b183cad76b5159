import { describe, expect, it } from 'vitest';
import { checkComment } from './comment-policy';
import { cleanUserText, TextMessage } from './user-text';

const clean = (raw: string): string => {
  const verdict = cleanUserText(raw);
  if (!verdict.ok) throw new Error(verdict.message);
  return verdict.text;
};

describe('cleanUserText (issue 11 item 9)', () => {
  it('keeps ordinary text, emoji, tabs and newlines as they are', () => {
    for (const text of ['Love this! #sunset @maya.chen 🔥', 'line one\nline two\tend', '日本語のキャプション', '']) {
      expect(clean(text)).toBe(text);
    }
  });

  it('composes to NFC', () => {
    expect(clean('Cafe\u0301')).toBe('Café');
    expect(clean('Cafe\u0301')).toBe('Caf\u00E9');
  });

  it('strips zero-width characters', () => {
    expect(clean('sp\u200Bam\u2060wo\uFEFFrd')).toBe('spamword');
    expect(clean('sp\u200Cam\u200Dword')).toBe('spamword');
  });

  it('keeps a joiner where it does its job: emoji sequences and joining scripts', () => {
    const family = '👨\u200D👩\u200D👧';
    const rainbow = '🏳\uFE0F\u200D🌈';
    const persian = 'می\u200Cخواهم';
    expect(clean(`${family} ${rainbow} ${persian}`)).toBe(`${family} ${rainbow} ${persian}`);
  });

  it('strips bidi embedding, override and isolate controls', () => {
    expect(clean('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(clean('\u202Aa\u202B\u202Cb\u202D\u2066c\u2067\u2068\u2069')).toBe('abc');
  });

  it('turns CR LF and lone CR into LF', () => {
    expect(clean('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('refuses NUL, the other C0 controls, DEL and C1 controls', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001By', '\u000B', '\u000C', '\u007F', '\u0085', '\u009F']) {
      expect(cleanUserText(bad), JSON.stringify(bad)).toEqual({ ok: false, message: TextMessage.control });
    }
  });

  it('refuses lone surrogates, high or low, but not pairs', () => {
    expect(cleanUserText('a\uD800b')).toEqual({ ok: false, message: TextMessage.loneSurrogate });
    expect(cleanUserText('\uDC00')).toEqual({ ok: false, message: TextMessage.loneSurrogate });
    expect(cleanUserText('a\uD83D')).toEqual({ ok: false, message: TextMessage.loneSurrogate });
    expect(clean('\uD83D\uDE00')).toBe('😀');
  });

  it('is idempotent: cleaning what was stored changes nothing', () => {
    for (const raw of ['Cafe\u0301 sp\u200Bam', 'a\u202Eb\r\n👨\u200D👩']) {
      expect(clean(clean(raw))).toBe(clean(raw));
    }
  });
});

describe('the comment policy sees through invisible characters', () => {
  it('finds a blocked word split by any default-ignorable character', () => {
    for (const hidden of ['sp\u200Bamword', 'spam\u00ADword', 'sp\u200Dam\u034Fword', 'SPAM\u2060WORD']) {
      expect(checkComment(hidden), JSON.stringify(hidden)).toEqual({ ok: false, reason: 'blocked_word' });
    }
  });
});
