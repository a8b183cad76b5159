/**
 * Added (access data): 001 §1 /accounts/access_tool/ (and /accounts/access_tool/{name}), §7
 * "GET /accounts/access_tool/{name}?__a=1&cursor=": the data the service holds about the
 * person, one list a category, newest first, a page at a time. Shared by the server
 * (server/routes/access-tool.ts) and the page (src/screens/settings/access-tool-*.tsx).
 */

/** The categories, by section, in the page's order: name → title. */
export const ACCESS_TOOL_SECTIONS = [
  {
    title: 'Account information',
    categories: {
      account_privacy_changes: 'Account privacy changes',
      password_changes: 'Password changes',
      former_usernames: 'Former usernames',
      former_full_names: 'Former full names',
      former_emails: 'Former emails',
      former_phones: 'Former phone numbers',
      former_bio_texts: 'Former bio texts',
      former_links: 'Former links in bio',
    },
  },
  {
    title: 'Connections',
    categories: {
      current_follow_requests: 'Current follow requests',
      accounts_following_you: 'Accounts following you',
      accounts_you_follow: 'Accounts you follow',
      hashtags_you_follow: 'Hashtags you follow',
      accounts_you_blocked: 'Accounts you blocked',
    },
  },
  {
    title: 'Activity',
    categories: {
      logins: 'Logins',
      search_history: 'Search history',
    },
  },
] as const;

type Section = (typeof ACCESS_TOOL_SECTIONS)[number];
export type AccessToolCategory = Section extends infer S ? (S extends { categories: infer C } ? keyof C : never) : never;

export const ACCESS_TOOL_TITLES: Record<AccessToolCategory, string> = Object.assign({}, ...ACCESS_TOOL_SECTIONS.map((s) => s.categories));

export function isAccessToolCategory(name: string): name is AccessToolCategory {
  return Object.prototype.hasOwnProperty.call(ACCESS_TOOL_TITLES, name);
}

/** Ours: the rows of one page. */
export const ACCESS_TOOL_PAGE_SIZE = 20;

export const AccessToolPath = {
  /** The page (HTML) without `__a`, the data with `?__a=1` (001 §7). */
  category: (name: string) => `/accounts/access_tool/${name}`,
  /** Ours: the summary of the index page (date joined, and how many rows each category holds). */
  summary: '/accounts/access_tool/ajax/',
} as const;

/** One row: what it was (a username, an old email, "Made private"…), a detail, and when (s). */
export interface WireAccessToolRow {
  text: string;
  detail: string | null;
  time: number;
}

export interface WireAccessToolPage {
  status: 'ok';
  name: AccessToolCategory;
  title: string;
  rows: WireAccessToolRow[];
  /** The next page's cursor, or null at the end. */
  cursor: string | null;
}

export interface WireAccessToolSummary {
  status: 'ok';
  /** When the account was made (s). */
  date_joined: number;
  counts: Record<AccessToolCategory, number>;
}
