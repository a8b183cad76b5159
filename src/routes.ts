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
} as const;

export function postPath(shortcode: string): string {
  return `/p/${encodeURIComponent(shortcode)}/`;
}

export function profilePath(username: string): string {
  return `/${encodeURIComponent(username)}/`;
}
