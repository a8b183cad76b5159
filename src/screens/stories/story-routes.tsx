import { Route } from 'wouter';
import { RequireViewer } from '../require-viewer';
import { StoryPaths } from './story-paths';
import { StoryViewerScreen } from './story-viewer-screen';
import { HighlightViewerScreen } from './highlight-viewer-screen';

/** Added (stories): the story viewer's routes of 001 §2, in one place (before /{username}/ routes). */
export const storyRoutes = [
  // Added (highlights): before /stories/{username}/{mediaId}/, which it would match too.
  <Route key={StoryPaths.highlight} path={StoryPaths.highlight}>
    {(params) => (
      <RequireViewer>
        <HighlightViewerScreen id={params['id'] ?? ''} />
      </RequireViewer>
    )}
  </Route>,
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
