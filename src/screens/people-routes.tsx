import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { Paths } from '../routes';
import { RequireViewer } from './require-viewer';
import { ActivityScreen } from './activity/activity-screen';
import { ExploreScreen } from './explore/explore-screen';
import { PlaceScreen } from './explore/place-screen';
import { TagScreen } from './explore/tag-screen';
import { FollowListScreen } from './profile/follow-list-screen';
import { ProfileScreen } from './profile/profile-screen';
import { SearchScreen } from './search/search-screen';

const routes: [string, ReactNode][] = [
  [Paths.search, <SearchScreen />],
  [Paths.explore, <ExploreScreen />],
  [Paths.tag, <TagScreen />],
  [Paths.place, <PlaceScreen />],
  [Paths.activity, <ActivityScreen />],
  [Paths.followers, <FollowListScreen kind="followers" />],
  [Paths.following, <FollowListScreen kind="following" />],
  [Paths.tagged, <ProfileScreen tab="tagged" />],
  [Paths.saved, <ProfileScreen tab="saved" />],
  [Paths.profile, <ProfileScreen />],
];

/** The routes of issue 12 (001 §2), in match order: the profile's /{username}/ last. */
export const peopleRoutes = routes.map(([path, screen]) => (
  <Route key={path} path={path}>
    <RequireViewer>{screen}</RequireViewer>
  </Route>
));
