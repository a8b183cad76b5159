/**
 * The first screen's pictures requested after its first frame (issue 16, benchmark 9). A page
 * served with its first screen (./first-screen.ts) would start each picture's load (through this
 * worker, from the media cache) while the renderer parses and lays out the page, on a machine of
 * two cores: the frame that shows the first post waits for that parse. So each `<img>` of the
 * markup is served with its address set aside (`data-first-screen-src`, `-srcset`) and a
 * transparent placeholder of no request in its place (its box keeps the size the capture gave it:
 * src/lib/first-screen/capture.ts); the start script (./deferred-start.ts) puts the addresses
 * back after that frame, before it loads anything else. Served only with the start script.
 */

/** Where an image's addresses wait for the start script. */
export const DEFERRED_SRC = 'data-first-screen-src';
export const DEFERRED_SRCSET = 'data-first-screen-srcset';

/** A 1×1 transparent GIF: no request (the policy's img-src allows data:), nothing drawn over the box's own background. */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** An `<img>` tag as serialised markup writes it: attribute values in double quotes (a `>` may be inside one). */
const IMG_TAG = /<img\b(?:[^>"]|"[^"]*")*>/gi;
const ATTRIBUTE = /\s(src|srcset)="([^"]*)"/gi;

/** The markup with each image's src and srcset set aside (see above); other markup as it was. */
export function deferPictures(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    let src = false;
    const out = tag.replace(ATTRIBUTE, (_all, name: string, value: string) => {
      if (name.toLowerCase() === 'srcset') return ` ${DEFERRED_SRCSET}="${value}"`;
      src = true;
      return ` src="${PLACEHOLDER_SRC}" ${DEFERRED_SRC}="${value}"`;
    });
    return src ? out : tag;
  });
}

/** The start script's part that puts the addresses back (srcset first: it wins over src). */
export const RESTORE_PICTURES = `for(const i of document.querySelectorAll("img[${DEFERRED_SRC}]")){const s=i.getAttribute("${DEFERRED_SRCSET}");if(s!==null){i.srcset=s;i.removeAttribute("${DEFERRED_SRCSET}");}i.src=i.getAttribute("${DEFERRED_SRC}");i.removeAttribute("${DEFERRED_SRC}");}`;
