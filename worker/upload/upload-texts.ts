/** What the user reads about uploads (ours to choose: 001 §8 "User-visible message text: not shown"). */
import type { ComposeKind } from '../model';

const WHAT: Record<ComposeKind, string> = {
  feed: 'your post',
  carousel: 'your post',
  story: 'your story',
  igtv: 'your video',
  'profile-picture': 'your profile photo',
  'direct-photo': 'your photo',
};

/** The toast of an upload that failed for good, with the reason (the server's or 001 §5's). */
export function failureText(kind: ComposeKind, reason: string): string {
  const why = reason.trim();
  return `Couldn't share ${WHAT[kind]}.${why === '' ? '' : ` ${why}`}`;
}

export const refusal = {
  loggedOut: 'Log in to post.',
  storageFull: "There isn't enough storage on this device to keep the file while it uploads.",
} as const;
