import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { PostExtraPaths } from '../../routes';
import { RequireViewer } from '../require-viewer';
import { CommentsScreen } from './comments-screen';
import { LikedByScreen } from './liked-by-screen';

const routes: [string, ReactNode][] = [
  [PostExtraPaths.likedBy, <LikedByScreen of="post" />],
  [PostExtraPaths.commentLikedBy, <LikedByScreen of="comment" />],
  [PostExtraPaths.commentLikedBySlash, <LikedByScreen of="comment" />],
  [PostExtraPaths.comments, <CommentsScreen />],
];

/** Added (ppost), issue 12: the post's liked-by lists and comment threads (001 §2), before the profile routes. */
export const postExtraRoutes = routes.map(([path, screen]) => (
  <Route key={path} path={path}>
    <RequireViewer>{screen}</RequireViewer>
  </Route>
));
