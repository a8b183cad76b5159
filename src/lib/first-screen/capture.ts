/**
 * A page's first screen as markup, for the service worker to serve with the page offline
 * (sw/first-screen.ts). Built from a sanitised copy of the root: the app's chrome around the
 * page's list and the list's rows that the first screen shows (at the top of the page), within
 * FIRST_SCREEN_MAX_BYTES. React has escaped every user text already; the copy also drops what
 * would load or run anything, what the CSP refuses (style attributes) and what would not
 * survive a reload (object URLs), and keeps no form values.
 */
import { fitFirstScreen } from '../../../sw/first-screen';
import type { FirstScreenPage } from '../../../sw/first-screen';
import './first-screen-still.css';

/** Elements never copied. */
const DROPPED = 'script, style, link, meta, base, template, iframe, frame, object, embed, dialog, noscript';
/** URL attributes: a blob: URL dies with the page, a script URL never goes in. */
const URL_ATTRIBUTES = ['src', 'href', 'srcset', 'poster', 'action', 'formaction', 'xlink:href'];
const ROW_MARKER = 'lumen-first-screen-rows';
/** The text fields a first screen shows (a comment box, the search field): kept as still text. */
const TEXT_FIELDS = 'textarea, input[type="text"], input[type="search"], input:not([type])';
export const STILL_FIELD_CLASS = 'first-screen-field';

function sanitise(root: Element): void {
  for (const el of Array.from(root.querySelectorAll(DROPPED))) el.remove();
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const { name, value } of Array.from(el.attributes)) {
      const lower = name.toLowerCase();
      const v = value.trim().toLowerCase();
      if (lower === 'style' || lower.startsWith('on') || lower === 'autoplay' || lower === 'autofocus') el.removeAttribute(name);
      else if (URL_ATTRIBUTES.includes(lower) && (v.includes('javascript:') || v.includes('blob:') || v.startsWith('data:text'))) el.removeAttribute(name);
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      el.removeAttribute('value');
      el.removeAttribute('checked');
      el.textContent = '';
    }
  }
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS))) field.replaceWith(stillField(field));
}

/**
 * A text field as the first screen shows it: its look (its classes, and `first-screen-field`
 * for the placeholder's colour) and its placeholder as text. The kept screen is inert until the
 * app renders over it, so a field there serves nothing, and a new renderer builds each field's
 * inner editor before its first frame (issue 16, benchmark 9).
 */
function stillField(field: HTMLInputElement | HTMLTextAreaElement): HTMLSpanElement {
  const still = field.ownerDocument.createElement('span');
  still.className = `${field.className} ${STILL_FIELD_CLASS}`.trim();
  still.textContent = field.getAttribute('placeholder') ?? '';
  return still;
}

/**
 * The media boxes' sizes as width/height attributes (which the CSP does not govern), so that
 * the copy lays out as the screen did before its pictures decode: the app sets their aspect
 * ratio with a style property, which the copy drops.
 */
function keepMediaSizes(from: Element, to: Element): void {
  const a = from.querySelectorAll('img, video');
  const b = to.querySelectorAll('img, video');
  a.forEach((el, i) => {
    const copy = b[i];
    const box = el.getBoundingClientRect();
    if (!copy || box.width === 0 || box.height === 0) return;
    copy.setAttribute('width', String(Math.round(box.width)));
    copy.setAttribute('height', String(Math.round(box.height)));
  });
}

/**
 * The markup of the first screen of the page (the feed, the inbox: sw/first-screen.ts
 * FIRST_SCREEN_PAGES) shown in `root`, or null when its list is not there, not at its top (its
 * first row is not rendered), or not even one row fits the bound. `screenHeight`: the rows
 * starting above it (from the top of the page) are the first screen.
 */
export function captureFirstScreen(root: HTMLElement, page: FirstScreenPage, screenHeight: number, maxBytes?: number): string | null {
  const list = root.querySelector(page.list);
  if (!list) return null;
  const rows = Array.from(list.querySelectorAll<HTMLElement>(page.rows));
  const top = rows[0];
  if (!top || (page.topRow !== undefined && !top.matches(page.topRow))) return null;
  const pageTop = window.scrollY;
  const firstScreen = rows.filter((row, i) => i === 0 || row.getBoundingClientRect().top + pageTop < screenHeight);

  const copy = root.cloneNode(true) as HTMLElement;
  const copyList = copy.querySelector(page.list);
  if (!copyList) return null;
  const copyRows = Array.from(copyList.querySelectorAll<HTMLElement>(page.rows));
  firstScreen.forEach((row, i) => {
    const c = copyRows[i];
    if (c) keepMediaSizes(row, c);
  });
  for (const row of copyRows) row.remove();
  copyList.append(document.createComment(ROW_MARKER));
  sanitise(copy);
  const kept = copyRows.slice(0, firstScreen.length);
  for (const row of kept) sanitise(row);

  const [before = '', after = ''] = copy.innerHTML.split(`<!--${ROW_MARKER}-->`);
  return fitFirstScreen({ before, rows: kept.map((row) => row.outerHTML), after }, maxBytes);
}
