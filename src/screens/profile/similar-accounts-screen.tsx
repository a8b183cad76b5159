import { useParams } from 'wouter';
import { isNotFound } from '../../hooks/use-worker-query';
import { useRelatedProfiles } from '../../components/people/related-profiles';
import { SuggestionActions } from '../../components/people/suggestions';
import { UserRow } from '../../components/people/user-row';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { useProfile } from './profile-screen';

function SimilarList({ userId }: { userId: string }) {
  const { query, items } = useRelatedProfiles(userId);
  if (query.isPending) return <p className="center-state muted" role="status">Loading…</p>;
  if (query.isError) return <p className="center-state muted">{"Couldn't load similar accounts."}</p>;
  return (
    <>
      {query.data.offline ? <p className="offline-note muted">{"You're offline: these are the accounts last shown."}</p> : null}
      {items.length === 0 ? <p className="center-state muted">No similar accounts right now.</p> : null}
      <ul className="user-list" aria-label="Similar accounts">
        {items.map((i) => (
          <UserRow key={i.userId} userId={i.userId} subtitle={i.reason} action={<SuggestionActions userId={i.userId} chainingUserId={userId} />} />
        ))}
      </ul>
    </>
  );
}

/**
 * Added (people), issue 12: /{username}/similar_accounts/ and /{username}/related_profiles/ (001 §2
 * Links): the whole related list (chaining, at most 12) of a profile, each with Follow and dismiss;
 * the profile's related row leads here. Readable offline once seen, like the row.
 */
export function SimilarAccountsScreen() {
  const { username = '' } = useParams<{ username: string }>();
  const profile = useProfile(username);
  if (profile.isError && isNotFound(profile.error)) return <NotFoundScreen />;
  return (
    <main className="app-main">
      <div className="column">
        <h1 className="page-title">Similar accounts</h1>
        {profile.data ? (
          <SimilarList userId={profile.data.userId} />
        ) : profile.isError ? (
          <p className="center-state muted">{"Couldn't load similar accounts."}</p>
        ) : (
          <p className="center-state muted" role="status">Loading…</p>
        )}
      </div>
    </main>
  );
}
