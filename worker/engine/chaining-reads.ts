/**
 * Added (people), issue 12: the related-profiles row of a profile (001 §7 Discover chaining:
 * similar_accounts / related_profiles, at most 12). Like the other people reads: the users to
 * the store, a view of ids back, the last answer kept and answered offline. A dismissal goes
 * through the outbox (chaining-dismiss, sent once) and leaves the kept answer at once, so the
 * row stays without it offline after a reload too.
 */
import { QueryHash } from '../../sync';
import type { UserIdVariables, WireChainingResponse, WireChainingUser } from '../../sync';
import type { CallResult } from '../api-types';
import { emptyBundle, normalizeListUser } from '../normalize/people';
import type { RelatedProfilesView } from '../people-types';
import { forgetKeptItem, gql, read } from './people-reads';
import type { PeopleCore } from './people-reads';

/** What a related card says under the username: the server's reason (001 §3 suggestionDescription), else "Suggested for you". */
export function chainingReason(u: Pick<WireChainingUser, 'suggestion_description'>): string {
  const reason = u.suggestion_description.trim();
  return reason === '' ? 'Suggested for you' : reason;
}

const what = (userId: string) => `chaining:${userId}`;

export function loadRelatedProfiles(core: PeopleCore, userId: string): Promise<CallResult<RelatedProfilesView>> {
  const variables: UserIdVariables = { id: userId };
  return read(core, what(userId), true, async () => {
    const wire = await gql<WireChainingResponse>(core, QueryHash.chaining, variables);
    const bundle = emptyBundle();
    const items = wire.data.user.edge_chaining.edges.map(({ node }) => ({ userId: normalizeListUser(node, bundle), reason: chainingReason(node) }));
    return { view: { items, offline: false }, bundle };
  });
}

/** The kept answer of `chainingUserId`'s row without `userId` (the dismissal is already in the outbox). */
export function forgetRelatedProfile(core: PeopleCore, chainingUserId: string, userId: string): Promise<void> {
  return forgetKeptItem(core, what(chainingUserId), userId);
}
