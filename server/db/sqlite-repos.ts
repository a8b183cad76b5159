import type { Database } from 'better-sqlite3';
import { openDatabase } from './open';
import { sqliteActivity } from './sqlite-activity';
import { sqliteBlocks } from './sqlite-blocks';
import { sqliteCollections } from './sqlite-collections';
import { sqliteComments } from './sqlite-comments';
import { sqliteDirect } from './sqlite-direct';
import { sqliteDiscover } from './sqlite-discover';
import { sqliteHashtags } from './sqlite-hashtags';
import { sqliteHighlights } from './sqlite-highlights';
import { sqlitePeoplePosts } from './sqlite-people-posts';
import { sqliteSearch } from './sqlite-search';
import { textIndexer } from './sqlite-text-index';
import { sqliteThreads } from './sqlite-threads';
import { sqliteMutations } from './sqlite-mutations';
import { sqliteFollows } from './sqlite-follows';
import { sqliteLikes, sqliteSaves } from './sqlite-likes';
import { sqliteLocations } from './sqlite-locations';
import { sqliteMediaRefs } from './sqlite-media-refs';
import { sqlitePosts } from './sqlite-posts';
import { sqliteReports } from './sqlite-reports';
import { sqliteSessions } from './sqlite-sessions';
import { sqliteStories } from './sqlite-stories';
import { sqliteStoryViewers } from './sqlite-story-viewers';
import { sqliteUploadMedia } from './sqlite-upload-media';
import { sqliteUploads } from './sqlite-uploads';
import { sqliteUsers } from './sqlite-users';
import { sqliteUsertags } from './sqlite-usertags';
import { sqliteAccessTool } from './sqlite-access-tool';
import { sqliteAccountSettings } from './sqlite-account-settings';
import { sqliteEmailPreferences } from './sqlite-email-preferences';
import { sqliteLoginReviews } from './sqlite-login-reviews';
import { sqliteOAuth } from './sqlite-oauth';
import { sqliteAddressBook } from './sqlite-address-book';
import { sqliteContactOptouts } from './sqlite-contact-optouts';
import type { Repos } from './types';

export function sqliteRepos(db: Database): Repos {
  const drainTextIndex = textIndexer(db);
  return {
    users: sqliteUsers(db),
    sessions: sqliteSessions(db),
    follows: sqliteFollows(db),
    posts: sqlitePosts(db),
    likes: sqliteLikes(db),
    saves: sqliteSaves(db),
    comments: sqliteComments(db),
    mutations: sqliteMutations(db),
    locations: sqliteLocations(db),
    uploads: sqliteUploads(db),
    uploadMedia: sqliteUploadMedia(db),
    stories: sqliteStories(db),
    storyViewers: sqliteStoryViewers(db),
    mediaRefs: sqliteMediaRefs(db),
    blocks: sqliteBlocks(db),
    hashtags: sqliteHashtags(db, drainTextIndex),
    peoplePosts: sqlitePeoplePosts(db, drainTextIndex),
    collections: sqliteCollections(db),
    threads: sqliteThreads(db),
    search: sqliteSearch(db, drainTextIndex),
    activity: sqliteActivity(db, drainTextIndex),
    discover: sqliteDiscover(db),
    direct: sqliteDirect(db),
    reports: sqliteReports(db),
    highlights: sqliteHighlights(db),
    usertags: sqliteUsertags(db),
    accessTool: sqliteAccessTool(db),
    accountSettings: sqliteAccountSettings(db),
    emailPreferences: sqliteEmailPreferences(db),
    loginReviews: sqliteLoginReviews(db),
    oauth: sqliteOAuth(db),
    addressBook: sqliteAddressBook(db),
    contactOptouts: sqliteContactOptouts(db),
    transaction: (fn) => db.transaction(fn)(),
    close: () => db.close(),
  };
}

/** Opens (and migrates) the SQLite file and returns the repositories over it. */
export function openSqliteRepos(file: string): Repos {
  return sqliteRepos(openDatabase(file));
}
