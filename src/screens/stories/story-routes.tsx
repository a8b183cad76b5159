import { Route } from 'wouter';
import { RequireViewer } from '../require-viewer';
import { StoryPaths } from './story-paths';
import { StoryViewerScreen } from './story-viewer-screen';

/** Added (stories): the story viewer's routes of 001 §2, in one place (before /{username}/ routes). */
export const storyRoutes = [
  <Route key={StoryPaths.reelItem} path={StoryPaths.reelItem}>
    {(params) => (
      <RequireViewer>
        <StoryViewerScreen username={params['username'] ?? ''} mediaId={params['mediaId'] ?? null} />
      </RequireViewer>
    )}
  </Route>,
  <Route key={StoryPaths.reel} path={StoryPaths.reel}>
    {(params) => (
      <RequireViewer>
        <StoryViewerScreen username={params['username'] ?? ''} mediaId={null} />
      </RequireViewer>
    )}
  </Route>,
];
