import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { Avatar } from '../../components/avatar';
import { ExternalLink } from '../../components/external-link';
import { FollowButton } from '../../components/people/follow-button';
import { followedByText, websiteText } from '../../lib/people-labels';
import { formatNumber } from '../../lib/format-count';
import { Paths, profilePath } from '../../routes';
import type { ProfileView } from '../../../worker/api-types';
import { ProfileOptions } from './profile-options';
import { SettingsOptions } from '../settings/settings-options';
import { MessageButton } from '../direct/message-button';
import { ChevronIcon } from '../../icons/chevron-icon';
import { RELATED_ROW_ID } from '../../components/people/related-profiles';
import { VerifiedBadge } from '../../components/people/verified-badge';

/** Added (people): the "similar accounts" button beside Follow: opens and closes the related row. */
function RelatedToggle({ username, related }: { username: string; related: { open: boolean; toggle: () => void } }) {
  return (
    <button
      type="button"
      className="secondary-button profile__button related-toggle"
      aria-label={`Similar accounts to ${username}`}
      aria-expanded={related.open}
      aria-controls={related.open ? RELATED_ROW_ID : undefined}
      onClick={related.toggle}
    >
      <ChevronIcon direction={related.open ? 'up' : 'down'} size={16} />
    </button>
  );
}

function Count({ n, label, href }: { n: number; label: string; href: string | null }) {
  const text = (
    <>
      <span className="profile__count">{formatNumber(n)}</span> {label}
    </>
  );
  return <li className="profile__stat">{href ? <Link href={href}>{text}</Link> : text}</li>;
}

/** The profile header (issue 12): avatar, counts, name, bio, website, buttons, "Followed by …". */
export function ProfileHeader({ profile, related }: { profile: ProfileView; related?: { open: boolean; toggle: () => void } | undefined }) {
  const user = useSnapshot((s) => s.users.users[profile.userId]);
  if (!user) return null;
  const counts = user.counts;
  const lists = profile.viewerCanSeePosts;
  const mutual = followedByText(user.mutualFollowers);
  const buttons = profile.isViewer ? (
    <>
      <Link href={Paths.accountsEdit} className="secondary-button profile__button">
        Edit profile
      </Link>
    </>
  ) : (
    <>
      <FollowButton userId={profile.userId} />
      <MessageButton userId={profile.userId} username={user.username} className="secondary-button profile__button" />
      {related ? <RelatedToggle username={user.username} related={related} /> : null}
    </>
  );
  return (
    <header className="profile__header">
      <div className="profile__avatar">
        <Avatar src={user.profilePictureUrl} username={user.username} size={88} />
      </div>
      <section className="profile__info">
        <div className="profile__title-row">
          <h1 className="profile__username">
            {user.username}
            {user.isVerified ? <VerifiedBadge /> : null}
          </h1>
          <div className="profile__buttons profile__buttons--wide">{buttons}</div>
          {profile.isViewer ? <SettingsOptions /> : <ProfileOptions userId={profile.userId} username={user.username} />}
        </div>
        {counts ? (
          <ul className="profile__stats" aria-label="Counts">
            <Count n={counts.media} label={counts.media === 1 ? 'post' : 'posts'} href={null} />
            <Count n={counts.followedBy} label={counts.followedBy === 1 ? 'follower' : 'followers'} href={lists ? `${profilePath(user.username)}followers/` : null} />
            <Count n={counts.follows} label="following" href={lists ? `${profilePath(user.username)}following/` : null} />
          </ul>
        ) : null}
      </section>
      <div className="profile__bio">
          {user.fullName ? <p className="profile__name">{user.fullName}</p> : null}
          {user.bio ? <p className="profile__bio-text">{user.bio}</p> : null}
          {user.website ? (
            <ExternalLink className="profile__website" url={user.website} shimmed={user.websiteShimmed}>
              {websiteText(user.website)}
            </ExternalLink>
          ) : null}
          {mutual && !profile.isViewer ? <p className="profile__mutual muted">{mutual}</p> : null}
      </div>
      <div className="profile__buttons profile__buttons--narrow">{buttons}</div>
    </header>
  );
}
