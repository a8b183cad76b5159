import { useState } from 'react';
import { LazyQrCode } from '../../components/qr/lazy-qr-code';
import { useViewerUsername } from '../../hooks/use-viewer';
import { NAMETAG_COLOUR_KEY, nextColour, profileUrl, readColour } from '../../lib/nametag/nametag';
import type { NametagColour } from '../../lib/nametag/nametag';
import './nametag.css';

function storedColour(): NametagColour {
  try {
    return readColour(localStorage.getItem(NAMETAG_COLOUR_KEY));
  } catch {
    return readColour(null);
  }
}

function keep(c: NametagColour): void {
  try {
    localStorage.setItem(NAMETAG_COLOUR_KEY, c);
  } catch {
    // No storage (a private window's quota): the colour lasts as long as the page.
  }
}

/**
 * /nametag/ (001 §1): the viewer's nametag, a code that opens their profile when scanned with a
 * phone's camera, on a colour of their choosing. Drawn here from the username the device holds,
 * so it opens offline too. Share sends the address (the system's share sheet where there is one,
 * else the clipboard).
 */
export function NametagScreen() {
  const username = useViewerUsername();
  const [colour, setColour] = useState<NametagColour>(storedColour);
  const [shared, setShared] = useState<string>('');
  if (username === null) return null;
  const url = profileUrl(window.location.origin, username);

  const change = () => {
    const next = nextColour(colour);
    keep(next);
    setColour(next);
  };
  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: `@${username} on Lumen`, url });
        setShared('');
      } else {
        await navigator.clipboard.writeText(url);
        setShared('Link copied.');
      }
    } catch (err) {
      // The person closed the share sheet: nothing to say. Anything else: the address to copy by hand.
      setShared(err instanceof DOMException && err.name === 'AbortError' ? '' : `Couldn't share. Your profile: ${url}`);
    }
  };

  return (
    <main className="app-main">
      <div className={`nametag nametag--${colour}`}>
        <h1 className="nametag__title">Nametag</h1>
        <figure className="nametag__card">
          <LazyQrCode text={url} label={`Nametag of @${username}: a code that opens ${url}`} size={220} />
          <figcaption className="nametag__name">@{username}</figcaption>
        </figure>
        <p className="nametag__hint">People can scan your nametag with their phone's camera to see your profile.</p>
        <div className="nametag__actions">
          <button type="button" className="nametag__button" onClick={change}>
            Change colour
          </button>
          <button type="button" className="nametag__button" onClick={() => void share()}>
            {typeof navigator.share === 'function' ? 'Share profile' : 'Copy link'}
          </button>
        </div>
        <p className="nametag__status" role="status">
          {shared}
        </p>
      </div>
    </main>
  );
}
