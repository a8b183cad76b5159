import { describe, expect, it } from 'vitest';
import { DEFERRED_SRC, DEFERRED_SRCSET, deferPictures, PLACEHOLDER_SRC, RESTORE_PICTURES } from './deferred-pictures';

const PHOTO = '<img class="post-media__img" src="/media/p/1-640.jpg" srcset="/media/p/1-640.jpg 640w, /media/p/1-1080.jpg 1080w" sizes="100vw" alt="a &quot;tag&quot; > 3" width="412" height="412">';
const AVATAR = '<img class="avatar" src="/media/a/2.jpg" width="32" height="32" alt="maya\'s profile picture">';

describe('deferPictures', () => {
  it('sets each image\'s src and srcset aside behind a placeholder, the rest of the tag as it was', () => {
    const out = deferPictures(`<main>${PHOTO}<p>text src="x"</p>${AVATAR}</main>`);
    expect(out).toBe(
      '<main>' +
      `<img class="post-media__img" src="${PLACEHOLDER_SRC}" ${DEFERRED_SRC}="/media/p/1-640.jpg" ${DEFERRED_SRCSET}="/media/p/1-640.jpg 640w, /media/p/1-1080.jpg 1080w" sizes="100vw" alt="a &quot;tag&quot; > 3" width="412" height="412">` +
      '<p>text src="x"</p>' +
      `<img class="avatar" src="${PLACEHOLDER_SRC}" ${DEFERRED_SRC}="/media/a/2.jpg" width="32" height="32" alt="maya's profile picture">` +
      '</main>',
    );
  });
  it('leaves an image with no src, and markup with none', () => {
    expect(deferPictures('<img alt="" srcset="/a.jpg 1x">')).toBe('<img alt="" srcset="/a.jpg 1x">');
    expect(deferPictures('<main data-src="x"><video src="/v.mp4"></video></main>')).toBe('<main data-src="x"><video src="/v.mp4"></video></main>');
  });
});

describe('RESTORE_PICTURES', () => {
  it('puts each image\'s srcset and src back and removes the set-aside attributes', () => {
    const attrs = (html: string) => Object.fromEntries([...html.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const images = [attrs(deferPictures(PHOTO)), attrs(deferPictures(AVATAR))].map((a) => {
      const img: Record<string, unknown> = {
        getAttribute: (n: string) => (n in a ? a[n] : null),
        removeAttribute: (n: string) => delete a[n],
        set src(v: string) { a.src = v; },
        set srcset(v: string) { a.srcset = v; },
        attributes: a,
      };
      return img;
    });
    new Function('document', RESTORE_PICTURES)({ querySelectorAll: () => images });
    expect(images.map((i) => i.attributes)).toEqual([attrs(PHOTO), attrs(AVATAR)]);
  });
});
