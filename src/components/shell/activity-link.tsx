import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { HeartIcon } from '../../icons/heart-icon';
import { badgeText } from '../../lib/people-labels';
import { fire } from '../../lib/fire';
import { Paths } from '../../routes';
import './activity-link.css';

/** Our choice: how often the badge asks for new activity while the app is open. */
const BADGE_POLL_MS = 60_000;

/** Keeps the activity badge fresh: at start, every minute, and when the connection returns. */
export function useActivityBadge(): void {
  const worker = useWorker();
  const online = useSnapshot((s) => s.status.online);
  useEffect(() => {
    if (!online) return;
    fire(worker.refreshActivityCounts(), 'activity counts');
    const t = setInterval(() => fire(worker.refreshActivityCounts(), 'activity counts'), BADGE_POLL_MS);
    return () => clearInterval(t);
  }, [worker, online]);
}

/** Activity in the bars (issue 12), with its badge: at most 9 shown (001 §9). */
export function ActivityLink({ className }: { className: string }) {
  const [location] = useLocation();
  const unread = useSnapshot((s) => s.activity.unread);
  const here = location === Paths.activity;
  const badge = badgeText(unread);
  return (
    <Link href={Paths.activity} className={`${className} activity-link`} aria-label={badge ? `Activity, ${unread} new` : 'Activity'} aria-current={here ? 'page' : undefined}>
      <HeartIcon filled={here} />
      {badge ? (
        <span className="activity-link__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
