import { useLocation } from 'wouter';
import { useSnapshot } from '../../state';
import { SendIcon } from '../../icons/send-icon';
import { BadgedLink } from './activity-link';
import { useDirectEligible } from '../../screens/direct/use-direct';
import { Paths } from '../../routes';

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
  return <BadgedLink href={Paths.directInbox} className={className} here={here} name="Messages" unreadName={`Messages, ${unread} unread`} unread={unread} icon={<SendIcon filled={here} />} />;
}
