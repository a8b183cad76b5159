import { Link, useLocation } from 'wouter';
import { useSnapshot } from '../../state';
import { SendIcon } from '../../icons/send-icon';
import { badgeText } from '../../lib/people-labels';
import { useDirectEligible } from '../../screens/direct/use-direct';
import { Paths } from '../../routes';
import './activity-link.css';

/**
 * Added (dmui), issue 13: Messages in the bars, with the direct badge (001 §3 badge: threads
 * with unseen messages; at most 9 shown, 001 §9). Hidden when direct messages are not
 * available to the viewer (001 §1 eligibility).
 */
export function MessagesLink({ className }: { className: string }) {
  const [location] = useLocation();
  const unread = useSnapshot((s) => s.direct.badge.count);
  const eligible = useDirectEligible();
  if (!eligible) return null;
  const here = location.startsWith('/direct/');
  const badge = badgeText(unread);
  return (
    <Link href={Paths.directInbox} className={`${className} activity-link`} aria-label={badge ? `Messages, ${unread} unread` : 'Messages'} aria-current={here ? 'page' : undefined}>
      <SendIcon filled={here} />
      {badge ? (
        <span className="activity-link__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
