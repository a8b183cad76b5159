import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { Paths } from '../routes';
import { RequireViewer } from './require-viewer';
import { ActivityScreen } from './activity/activity-screen';
import { ExploreScreen } from './explore/explore-screen';
import { LocationsRoute } from './explore/locations-route';
import { PeopleScreen } from './explore/people-screen';
import { ContactsScreen } from './explore/contacts-screen';
import { DirectoryScreen } from './directory/directory-screen';
import { LocationsScreen } from './directory/locations-screen';
import { TagScreen } from './explore/tag-screen';
import { CollectionScreen } from './profile/collection-screen';
import { FollowListScreen } from './profile/follow-list-screen';
import { ProfileScreen } from './profile/profile-screen';
import { SearchScreen } from './search/search-screen';
import { SimilarAccountsScreen } from './profile/similar-accounts-screen';
import { NametagScreen } from './nametag/nametag-screen';

const routes: [string, ReactNode][] = [
  [Paths.search, <SearchScreen />],
  [Paths.explore, <ExploreScreen />],
  [Paths.explorePeople, <PeopleScreen />],
  [Paths.explorePeopleSuggested, <PeopleScreen />],
  [Paths.explorePeopleContacts, <ContactsScreen />],
  [Paths.tag, <TagScreen />],
  [Paths.locations, <LocationsScreen segment={null} />],
  [Paths.place, <LocationsRoute />],
  [Paths.directoryHashtags, <DirectoryScreen kind="hashtags" />],
  [Paths.directoryProfiles, <DirectoryScreen kind="profiles" />],
  [Paths.activity, <ActivityScreen />],
  [Paths.nametag, <NametagScreen />],
  [Paths.followers, <FollowListScreen kind="followers" />],
  [Paths.following, <FollowListScreen kind="following" />],
  [Paths.hashtagFollowing, <FollowListScreen kind="hashtags" />],
  [Paths.similarAccounts, <SimilarAccountsScreen />],
  [Paths.relatedProfiles, <SimilarAccountsScreen />],
  [Paths.tagged, <ProfileScreen tab="tagged" />],
  [Paths.saved, <ProfileScreen tab="saved" />],
  [Paths.savedAll, <ProfileScreen tab="saved" savedView="all" />],
  [Paths.collection, <CollectionScreen />],
  [Paths.collections, <ProfileScreen tab="saved" />],
  [Paths.channel, <ProfileScreen tab="channel" />],
  [Paths.profile, <ProfileScreen />],
];

/** The routes of issue 12 (001 §2), in match order: the profile's /{username}/ last. */
export const peopleRoutes = routes.map(([path, screen]) => (
  <Route key={path} path={path}>
    <RequireViewer>{screen}</RequireViewer>
  </Route>
));
