import { useBootstrap, useSnapshot } from '../state';

/** The viewer id: the mirror's status, else the page bootstrap's (000 §1: logged in means a viewer id exists). */
export function useViewerId(): string | null {
  const fromMirror = useSnapshot((s) => s.status.viewerId);
  const bootstrap = useBootstrap();
  return fromMirror ?? bootstrap?.viewerId ?? null;
}

/** The viewer's username, from the users slice or the bootstrap. */
export function useViewerUsername(): string | null {
  const viewerId = useViewerId();
  const fromMirror = useSnapshot((s) => (viewerId ? (s.users.users[viewerId]?.username ?? null) : null));
  const bootstrap = useBootstrap();
  return fromMirror ?? bootstrap?.viewer?.username ?? null;
}

/**
 * The viewer's profile picture url (null: none): the users slice, where a change lands at once
 * (issue 11), else the page bootstrap's.
 */
export function useViewerPicture(): string | null {
  const viewerId = useViewerId();
  const fromMirror = useSnapshot((s) => (viewerId ? (s.users.users[viewerId]?.profilePictureUrl ?? null) : null));
  const bootstrap = useBootstrap();
  const fromBootstrap = bootstrap?.viewer && bootstrap.viewer.id === viewerId ? bootstrap.viewer.profile_pic_url : null;
  return (fromMirror ?? fromBootstrap) || null;
}
