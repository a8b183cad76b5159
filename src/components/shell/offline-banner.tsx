import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from '../../state';
import { CloudOffIcon } from '../../icons/cloud-off-icon';
import './offline-banner.css';

/** Not "saved posts": that reads as the Saved tab's posts, and most pages show more than posts. */
export const OFFLINE_TEXT = "You're offline: showing what you last saw. Likes and comments will be sent when you're back online.";
/** Our choice: how long "Back online" stays. */
const BACK_ONLINE_MS = 3000;

/** The offline pill, and a brief "Back online" when the connection returns. */
export function OfflineBanner() {
  const online = useSnapshot((s) => s.status.online);
  const wasOnline = useRef(online);
  const [back, setBack] = useState(false);

  useEffect(() => {
    if (online && !wasOnline.current) {
      setBack(true);
      const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
      wasOnline.current = online;
      return () => clearTimeout(timer);
    }
    wasOnline.current = online;
    if (!online) setBack(false);
    return undefined;
  }, [online]);

  return (
    <div className="connection" role="status">
      {!online ? (
        <p className="connection__pill connection__pill--offline">
          <CloudOffIcon size={16} />
          <span>{OFFLINE_TEXT}</span>
        </p>
      ) : back ? (
        <p className="connection__pill connection__pill--online">Back online</p>
      ) : null}
    </div>
  );
}
