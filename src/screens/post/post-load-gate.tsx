import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { usePostLoad } from './use-post-load';

export interface PostLoadGateProps {
  shortcode: string;
  /** The page around the body: its landmark and heading (postId once the post is ready). */
  frame: (body: ReactNode, postId: string | null) => ReactNode;
  /** The page's content for the post. */
  children: (postId: string) => ReactNode;
}

/**
 * Added (profile), issue 12: the load of a post's page, shared by /p/{code}/ and
 * /p/{code}/comments/ (it was written in both): the post from the cache at once or through the
 * worker; "Sorry, this page isn't available" for a post that is gone (deleted here, or unknown
 * to the server, also offline once known); a spinner while loading; the failure with Retry.
 */
export function PostLoadGate({ shortcode, frame, children }: PostLoadGateProps) {
  const { load, retry } = usePostLoad(shortcode);
  if (load.state === 'not-found') return <NotFoundScreen />;
  if (load.state === 'ready') return frame(children(load.postId), load.postId);
  const body =
    load.state === 'loading' ? (
      <Spinner label="Loading post" />
    ) : (
      <div className="center-state" role="alert">
        <p>{load.message}</p>
        <button type="button" className="secondary-button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  return frame(body, null);
}
