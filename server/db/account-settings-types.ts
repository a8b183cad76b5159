/**
 * Account settings (001 §7 Profile edit, Settings): the fields the users table does not hold,
 * and the writes of the settings pages. Implemented on SQLite by ./sqlite-account-settings.ts.
 */

/** 001 §7 /accounts/set_gender/: 1 male, 2 female, 3 prefer not to say, 4 custom (with custom_gender). */
export const Gender = { male: 1, female: 2, unspecified: 3, custom: 4 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export interface AccountSettingsRow {
  gender: Gender;
  /** The person's own words when gender is custom, else ''. */
  customGender: string;
  /** "Show account suggestions on profiles" (001 §7 chaining_enabled). */
  chainingEnabled: boolean;
  /** 001 §7 /accounts/set_presence_disabled/: activity status hidden. */
  presenceDisabled: boolean;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettingsRow = {
  gender: Gender.unspecified,
  customGender: '',
  chainingEnabled: true,
  presenceDisabled: false,
};

/** What Profile edit writes to the users table (all fields, already validated). */
export interface ProfileFields {
  username: string;
  fullName: string;
  email: string | null;
  biography: string;
  externalUrl: string | null;
}

/** 001 §7 set_comment_filter_web {config_value} and set_comment_filter_keywords_web {keywords}. */
export interface CommentFilterRow {
  hideOffensive: boolean;
  /** Normalized (domain/comment-filter.ts parseKeywords). */
  keywords: string[];
}

export interface AccountSettingsRepo {
  /** The user's settings (the defaults when never changed). */
  of(userId: number): AccountSettingsRow;
  set(userId: number, patch: Partial<AccountSettingsRow>): void;
  updateProfile(userId: number, fields: ProfileFields): void;
  /** Deletes the user's phone number (Profile edit with the field emptied). */
  removePhone(userId: number): void;
  /** The user's comment filter (both off when never set). */
  commentFilter(userId: number): CommentFilterRow;
  setCommentFilter(userId: number, patch: Partial<CommentFilterRow>): CommentFilterRow;
}
