import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS, dropTypedText, flushTypedText, typeText } from './typed-text';

// The module listens on document (click, capture) and window (pagehide, popstate): stand-ins here.
const doc = new EventTarget();
const win = new EventTarget();

describe('typed search text (the URL follows once typing pauses)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', win);
  });
  afterEach(() => {
    dropTypedText();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes only the last text, once typing pauses', () => {
    const written: string[] = [];
    typeText('a', () => written.push('a'));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1);
    typeText('al', () => written.push('al'));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['al']);
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 4);
    expect(written).toEqual(['al']);
  });

  it('writes at once on a click anywhere (before a link navigates) and on pagehide', () => {
    const written: string[] = [];
    typeText('ali', () => written.push('ali'));
    doc.dispatchEvent(new Event('click'));
    expect(written).toEqual(['ali']);
    typeText('alic', () => written.push('alic'));
    win.dispatchEvent(new Event('pagehide'));
    expect(written).toEqual(['ali', 'alic']);
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    doc.dispatchEvent(new Event('click'));
    expect(written).toEqual(['ali', 'alic']);
  });

  it('drops the text not written when the history moves (back, forward)', () => {
    const written: string[] = [];
    typeText('bo', () => written.push('bo'));
    win.dispatchEvent(new Event('popstate'));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    flushTypedText();
    expect(written).toEqual([]);
  });
});
