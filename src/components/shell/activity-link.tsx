import { useEffect, type ReactNode } from 'react';
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

/** A nav item with an unread badge (at most 9 shown, 001 §9): Activity and Messages. */
export function BadgedLink({ href, className, here, name, unreadName, unread, icon }: {
  href: string; className: string; here: boolean; name: string; unreadName: string; unread: number; icon: ReactNode;
}) {
  const badge = badgeText(unread);
  return (
    <Link href={href} className={`${className} activity-link`} aria-label={badge ? unreadName : name} aria-current={here ? 'page' : undefined}>
      {icon}
      {badge ? (
        <span className="activity-link__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** Activity in the bars (issue 12), with its badge. */
export function ActivityLink({ className }: { className: string }) {
  const [location] = useLocation();
  const unread = useSnapshot((s) => s.activity.unread);
  const here = location === Paths.activity;
  return <BadgedLink href={Paths.activity} className={className} here={here} name="Activity" unreadName={`Activity, ${unread} new`} unread={unread} icon={<HeartIcon filled={here} />} />;
}
