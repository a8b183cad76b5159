/**
 * Added (people helper), issue 12: what the people reads of WorkerApi answer. Entities (users,
 * posts, relationships) go to the store and the mirror; these views hold their ids and the
 * facts of the page. `offline`: no answer came, this is the last one the worker kept.
 */
import type { WireActivityType } from '../sync/api/people-wire';

export interface PageView {
  hasMore: boolean;
  endCursor: string | null;
  /** All of them on the server (a count the page shows). */
  count: number;
}

export interface ProfileView {
  userId: string;
  username: string;
  viewerCanSeePosts: boolean;
  isViewer: boolean;
  /** The grid's first page (12, 001 §9). */
  postIds: string[];
  page: PageView;
  taggedCount: number;
  /** The owner's only. */
  savedCount: number | null;
  /** Added (profile): long-form videos (IGTV, /{username}/channel/). */
  channelCount: number;
  offline: boolean;
}

/** Added (profile): 'channel', the long-form videos of /{username}/channel/. */
export type ProfileTab = 'posts' | 'tagged' | 'saved' | 'channel';

export interface PostListView {
  postIds: string[];
  page: PageView;
  offline: boolean;
}

export interface UserListView {
  userIds: string[];
  page: PageView;
  offline: boolean;
}

export interface HashtagHit {
  id: string;
  name: string;
  mediaCount: number;
}

export interface PlaceHit {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
}

export interface TagView extends PostListView {
  name: string;
  mediaCount: number;
  isFollowing: boolean;
  topIds: string[];
}

export interface PlaceView extends PostListView {
  id: string;
  name: string;
  slug: string;
  address: string;
  lat: number | null;
  lng: number | null;
  topIds: string[];
}

export interface SearchUserHit {
  userId: string;
  /** "Followed by a + 2 more", or ''. */
  socialContext: string;
}

export interface SearchView {
  query: string;
  users: SearchUserHit[];
  hashtags: HashtagHit[];
  places: PlaceHit[];
  /** No answer: matched against the people, tags and places this device has seen. */
  offline: boolean;
}

export type RecentSearch =
  | { type: 'user'; userId: string }
  | { type: 'hashtag'; hashtag: HashtagHit }
  | { type: 'place'; place: PlaceHit };

export interface RecentSearchesView {
  items: RecentSearch[];
  offline: boolean;
}

export interface ActivityStoryView {
  id: string;
  type: WireActivityType;
  /** Seconds. */
  timestamp: number;
  /** The newest actors (at most 2); othersCount more. */
  userIds: string[];
  othersCount: number;
  media: { id: string; shortcode: string; thumbnailSrc: string } | null;
  text: string | null;
  unread: boolean;
}

export interface ActivityView {
  stories: ActivityStoryView[];
  /** Pending follow requests to the viewer (approve or ignore in place). */
  requestIds: string[];
  requestCount: number;
  /** Seconds: the viewer's last mark_checked. */
  checkedAt: number;
  offline: boolean;
}

export interface SuggestionItem {
  userId: string;
  /** 001 §3 suggestionDescription: "Followed by a + 2 more", "Follows you", "Popular". */
  description: string;
  isNew: boolean;
}

export interface SuggestionsView {
  items: SuggestionItem[];
  offline: boolean;
}

/** Added (people): a profile's related row (chaining), each with what its card says under the username. */
export interface RelatedProfilesView {
  items: { userId: string; reason: string }[];
  offline: boolean;
}

/** Who a search result click records as a recent search (our path, sync/api PeoplePath). */
export type RecentSearchClick = { type: 'user' | 'hashtag' | 'place'; id: string };

/** Added (explore helper): the hashtags a person follows (/{username}/hashtag_following/). */
export interface HashtagListView {
  hashtags: HashtagHit[];
  count: number;
  offline: boolean;
}

/** Added (explore helper): a page of /directory/hashtags/ or /directory/profiles/ (60 a page). */
export interface DirectoryView {
  hashtags: HashtagHit[];
  userIds: string[];
  /** null on the last page. */
  nextPage: number | null;
  offline: boolean;
}

/** Added (explore helper): an entry of the locations directory (a country, a city or a place). */
export interface DirectoryEntry {
  id: string;
  name: string;
  slug: string;
}

/** Added (explore helper): a page of /explore/locations/ (countries), a country's cities or a city's places. */
export interface LocationsDirectoryView {
  country: DirectoryEntry | null;
  city: DirectoryEntry | null;
  /** What this level lists: countries, cities or places. */
  level: 'countries' | 'cities' | 'places';
  entries: DirectoryEntry[];
  nextPage: number | null;
  offline: boolean;
}
