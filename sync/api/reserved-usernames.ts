/**
 * Usernames no one can take: the first path segment of the app's own pages and of the server's
 * calls and files. A profile lives at /{username}/, so an account named "explore" would be
 * hidden behind the Explore page (and its links would open Explore). The signup and the profile
 * edit refuse these as taken (server/signup/validate-signup.ts, server/settings/profile-rules.ts);
 * src/routes.test.ts checks that every page's first segment is here.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // The app's pages (src/routes.ts, the stories and direct pages).
  '403invalidnonce', 'a', 'accounts', 'ads', 'create', 'direct', 'directory', 'donate', 'download', 'emails', 'explore',
  'integrity', 'invites', 'l', 'legal', 'nametag', 'oauth', 'p', 'press', 'push', 'sem', 'session', 'shopping', 'stories',
  'terms', 'tv',
  // The server's calls, files and development pages.
  'ajax', 'api', 'assets', 'client_error', 'dev', 'graphql', 'logging', 'logging_client_events', 'media', 'query',
  'linkshim', 'rupload_igphoto', 'rupload_igvideo', 'users', 'web', 'index.html', 'sw.js', 'sw.js.map', 'manifest.webmanifest',
  'icon.svg', 'favicon.ico', 'robots.txt',
  // Words that would pass for the service speaking.
  'about', 'admin', 'help', 'lumen', 'privacy', 'security', 'support',
]);

export const isReservedUsername = (username: string): boolean => RESERVED_USERNAMES.has(username.toLowerCase());
