import { Link } from 'wouter';
import { shallowEqual, useSnapshot } from '../../state';
import { RelatedCard } from '../../components/people/related-profiles';
import { Paths } from '../../routes';
import type { SuggestedUsersUnit } from '../../../worker/model';
import '../../components/people/related-profiles.css';

/**
 * Added (people), issue 12: the feed's suggested-user unit (001 §3 Feed) as a row of cards
 * scrolling sideways, each with its reason, Follow and dismiss (aysf_dismiss through the
 * outbox: the card goes at once). Nothing when every one of them was dismissed.
 */
export function FeedSuggestedUnit({ unit }: { unit: SuggestedUsersUnit }) {
  const dismissed = useSnapshot((s) => s.activity.dismissedSuggestionIds, shallowEqual);
  const users = unit.users.filter((u) => !dismissed.includes(u.userId));
  if (users.length === 0) return null;
  const titleId = `feed-unit-${unit.id.replace(/[^\w-]/g, '-')}`;
  return (
    <section className="related feed-unit" aria-labelledby={titleId}>
      <div className="related__head">
        <h2 id={titleId} className="related__title">
          Suggested for you
        </h2>
        <Link href={Paths.explorePeople} className="related__all">
          See all
        </Link>
      </div>
      <ul className="related__cards" aria-label="Suggested accounts">
        {users.map((u) => (
          <RelatedCard key={u.userId} userId={u.userId} reason={u.description} />
        ))}
      </ul>
    </section>
  );
}
