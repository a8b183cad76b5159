/** Paths of the screens built so far (000 §2, 001 §2). */
export const Paths = {
  home: '/',
  login: '/accounts/login/',
  emailSignup: '/accounts/emailsignup/',
  signup: '/accounts/signup/',
  post: '/p/:shortcode/',
  /** 001 §2 Links: post /{username}/p/{shortcode}/. */
  userPost: '/:username/p/:shortcode/',
  profile: '/:username/',
  /** Creation (001 §7). Our paths: the spec names none for the feed composer and stories. */
  createStyle: '/create/style/',
  createDetails: '/create/details/',
  createStory: '/create/story/',
  /** 001 §2 /a/r/ (camera): a story from the device's camera, the story screen with the camera first. */
  camera: '/a/r/',
  /** 001 §2: /tv/upload and /tv/upload/ (one route matches both), /tv/drafts. */
  tvUpload: '/tv/upload/',
  tvDrafts: '/tv/drafts',
  /** 001 §2 profile edit: photo, name, username, website, bio, email, phone, gender, suggestions. */
  accountsEdit: '/accounts/edit/',
  /** 001 §2 /accounts/password/change/ and /accounts/privacy_and_security/. */
  passwordChange: '/accounts/password/change/',
  privacyAndSecurity: '/accounts/privacy_and_security/',
  /** 001 §2 /accounts/two_factor_authentication/ and /accounts/comment_filter/. */
  twoFactorSettings: '/accounts/two_factor_authentication/',
  commentFilter: '/accounts/comment_filter/',
  /** Added (usertags): Tags, "Manually approve tags" and the pending tags (ours; 001 §7 Settings /web/usertags/…). */
  usertagSettings: '/accounts/tags/',
  /** 001 §1 Login activity, Email notifications (and its older address /emails/settings/), the emails sent. */
  loginActivity: '/session/login_activity/',
  emailPreferences: '/accounts/emailpreferences/',
  emailSettings: '/emails/settings/',
  emailsSent: '/emails/emails_sent/',
  /** Added (access data): 001 §1 /accounts/access_tool/ and /accounts/access_tool/{name}. */
  accessTool: '/accounts/access_tool/',
  /** Added (contacts): 001 §1 /accounts/contact_history/, Contact syncing. */
  contactHistory: '/accounts/contact_history/',
  /** Added (data usage): 001 §1 /accounts/data_usage/preferences/, Use less data on this device. */
  dataUsage: '/accounts/data_usage/preferences/',
  /** Added: 001 §1 /accounts/data_controls_support/, where each data control is. */
  dataControls: '/accounts/data_controls_support/',
  accessToolCategory: '/accounts/access_tool/:name',
  /** Added (nametag): 001 §1 /nametag/, the viewer's code that opens their profile. */
  nametag: '/nametag/',
  /** Added (OAuth): 001 §1 the permission dialog, Apps and websites and its tester invites (one page). */
  oauthAuthorize: '/oauth/authorize',
  manageAccess: '/accounts/manage_access/',
  platformTesterInvites: '/accounts/platform_tester_invites/',
  /** Added (people helper), issue 12: 001 §2 routes and links. */
  explore: '/explore/',
  search: '/explore/search/',
  tag: '/explore/tags/:tag/',
  place: '/explore/locations/:id/:slug?/',
  activity: '/accounts/activity/',
  followers: '/:username/followers/',
  following: '/:username/following/',
  tagged: '/:username/tagged/',
  saved: '/:username/saved/',
  /** Added (profile), issue 12: the saved posts' "All posts", a collection (owner only), the channel (001 §2). */
  savedAll: '/:username/saved/all-posts/',
  collection: '/:username/collections/:id/',
  /** Added (people): 001 §2 Links /{username}/collections/: the owner's collections, as saved/ shows them. */
  collections: '/:username/collections/',
  channel: '/:username/channel/',
  /** Added (explore helper), issue 12: 001 §2 /explore/people/ (and /suggested/), /{username}/hashtag_following/, the directories. */
  explorePeople: '/explore/people/',
  explorePeopleSuggested: '/explore/people/suggested/',
  /** Added (people), issue 12: 001 §2 /explore/people/contacts/ (a web page reads no contacts: it says so). */
  explorePeopleContacts: '/explore/people/contacts/',
  hashtagFollowing: '/:username/hashtag_following/',
  /** Added (people), issue 12: 001 §2 Links /{username}/similar_accounts/ and /related_profiles/ (chaining, one list). */
  similarAccounts: '/:username/similar_accounts/',
  relatedProfiles: '/:username/related_profiles/',
  directoryHashtags: '/directory/hashtags/',
  directoryProfiles: '/directory/profiles/',
  /** /explore/locations/ lists countries; /explore/locations/{segment}/… is a country (its code), a city (c + id) or a place (its id). */
  locations: '/explore/locations/',
  /** Issue 14: 001 §2 /push/web/settings/. */
  pushSettings: '/push/web/settings/',
  /** Added (dmui), issue 13: 001 §2 /direct/inbox/, /direct/new/, /direct/requests/, /direct/t/ (thread). */
  directInbox: '/direct/inbox/',
  directNew: '/direct/new/',
  directRequests: '/direct/requests/',
  directThread: '/direct/t/:id/',
} as const;

/** Added (dmui): 001 §2 "a direct-thread link built from the thread id". */
/** Added (access data): one category's page (001 §1 /accounts/access_tool/{name}). */
export const accessToolPath = (name: string): string => `/accounts/access_tool/${name}`;

export function directThreadPath(threadId: string): string {
  return `/direct/t/${encodeURIComponent(threadId)}/`;
}

/** Added (people helper): /explore/locations/{id}/{slug}/ (001 §2 Links). */
export function placePath(id: string, slug: string): string {
  return `/explore/locations/${encodeURIComponent(id)}/${slug ? `${encodeURIComponent(slug)}/` : ''}`;
}

/** Added (explore helper): a country (its code) or a city (c + id) of the locations directory. */
export function locationsPath(segment: string, slug = ''): string {
  return `/explore/locations/${encodeURIComponent(segment)}/${slug ? `${encodeURIComponent(slug)}/` : ''}`;
}

/** Added (people): /{username}/similar_accounts/ (001 §2 Links). */
export function similarAccountsPath(username: string): string {
  return `/${encodeURIComponent(username)}/similar_accounts/`;
}

/** Added (explore helper): /{username}/hashtag_following/ (001 §2 Links). */
export function hashtagFollowingPath(username: string): string {
  return `/${encodeURIComponent(username)}/hashtag_following/`;
}

/** Added (people helper): /explore/tags/{tag}/ (001 §2 Links). */
export function tagPath(tag: string): string {
  return `/explore/tags/${encodeURIComponent(tag)}/`;
}

export function postPath(shortcode: string): string {
  return `/p/${encodeURIComponent(shortcode)}/`;
}

/** Added (people), issue 12: 001 §2 Links /p/{shortcode}/?chaining=true (the post with its author's related profiles). */
export function postChainingPath(shortcode: string): string {
  return `${postPath(shortcode)}?chaining=true`;
}

/** Added (ppost), issue 12: 001 §2 /p/{shortcode}/liked_by/, /c/{commentId}/liked_by, /comments/. */
export const PostExtraPaths = {
  likedBy: '/p/:shortcode/liked_by/',
  /** The spec writes it without the slash; both open the list. */
  commentLikedBy: '/p/:shortcode/c/:commentId/liked_by',
  commentLikedBySlash: '/p/:shortcode/c/:commentId/liked_by/',
  comments: '/p/:shortcode/comments/',
} as const;

export const likedByPath = (shortcode: string): string => `${postPath(shortcode)}liked_by/`;
export const commentLikedByPath = (shortcode: string, commentId: string): string => `${postPath(shortcode)}c/${encodeURIComponent(commentId)}/liked_by`;
export const commentsPath = (shortcode: string): string => `${postPath(shortcode)}comments/`;

export function profilePath(username: string): string {
  return `/${encodeURIComponent(username)}/`;
}

/** Added (profile): /{username}/collections/{id}/ (001 §2), the owner's only. */
export function collectionPath(username: string, collectionId: string): string {
  return `${profilePath(username)}collections/${encodeURIComponent(collectionId)}/`;
}

/**
 * Added (auth flows helper): the routes of 000 §2 for the logged-out entry flows. The sign-up
 * routes take a step suffix (src/lib/auth/signup-steps.ts); one-tap takes an optional nonce.
 */
export const AuthFlowPaths = {
  emailSignupFlow: '/accounts/emailsignup/*?',
  signupFlow: '/accounts/signup/*?',
  twoFactor: '/accounts/login/two_factor',
  fbSignup: '/accounts/fbsignup/',
  oneTap: '/accounts/onetap/:nonce?/',
  registered: '/accounts/registered/',
  passwordReset: '/accounts/password/reset/',
  recoveryLanding: '/accounts/recovery/landing/*?',
  /** The server's reset link (sync/api/auth-paths.ts AuthLink.passwordResetConfirm). */
  passwordResetConfirm: '/accounts/password/reset/confirm/',
  confirmEmail: '/accounts/confirm_email/:code?/:uid?/',
  confirmEmailDeeplink: '/accounts/confirm_email_deeplink/:code?/:uid?/',
  confirmPhone: '/accounts/confirm_phone/',
  newTermsConfirm: '/accounts/new_terms_confirm/',
  askAParent: '/accounts/ask_a_parent/',
  notParentConfirm: '/accounts/not_parent_confirm/',
  termsAccept: '/terms/accept/',
  termsStart: '/terms/start/*?',
  termsUnblock: '/terms/unblock/',
  download: '/download/',
  downloadRequest: '/download/request/',
  downloadConfirm: '/download/confirm/',
  legalTerms: '/legal/terms/',
  legalPrivacy: '/legal/privacy/',
  legalCookies: '/legal/cookies/',
  press: '/press/',
  underageAppeal: '/integrity/checkpoint/checkpoint_underage_appeal/',
  invalidNonce: '/403invalidnonce/',
  /** The contact opt-out (sync/api/contact-optout-wire.ts ContactOptoutPath): the request, the link's page, the status. */
  contactOptout: '/invites/contact_optout/',
  contactOptoutConfirmed: '/invites/contact_optout_confirmed/',
  contactOptoutStatus: '/invites/contact_optout/status/',
  /** The link shim's page (sync/api/linkshim-wire.ts LinkshimPath.open): an outbound link that asks first. */
  linkshim: '/l/',
} as const;
