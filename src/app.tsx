import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AppShell } from './components/shell/app-shell';
import { useViewerId } from './hooks/use-viewer';
import { Paths } from './routes';
import { FeedScreen } from './screens/feed/feed-screen';
import { LoginScreen } from './screens/login/login-screen';
import { NotFoundScreen } from './screens/not-found/not-found-screen';
import { PostScreen } from './screens/post/post-screen';
import { RequireViewer } from './screens/require-viewer';
import { authFlowRoutes } from './screens/auth-flows/auth-flow-routes';
import { CreateDetailsScreen } from './screens/create/create-details-screen';
import { CreateStoryScreen } from './screens/create/create-story-screen';
import { CreateStyleScreen } from './screens/create/create-style-screen';
import { settingsRoutes } from './screens/settings/settings-routes';
import { TvDraftsScreen } from './screens/tv/tv-drafts-screen';
import { TvUploadScreen } from './screens/tv/tv-upload-screen';
import { peopleRoutes } from './screens/people-routes';
import { postExtraRoutes } from './screens/post-extras/post-extra-routes';
import { directRoutes } from './screens/direct/direct-routes';
import { storyRoutes } from './screens/stories/story-routes';
import { PageViewLogger } from './lib/analytics/page-view';
import { NavigationLogger } from './lib/analytics/navigation-events';
import { PushSettingsScreen } from './screens/push-settings/push-settings-screen';

/** A logged-in viewer has no business on the entry pages: go home. */
function LoggedOutOnly({ children }: { children: ReactNode }) {
  return useViewerId() === null ? <>{children}</> : <Redirect to={Paths.home} replace />;
}

export function App() {
  return (
    <AppShell>
      <PageViewLogger />
      <NavigationLogger />
      <Switch>
        <Route path={Paths.home}>
          <RequireViewer>
            <FeedScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.login}>
          <LoggedOutOnly>
            <LoginScreen />
          </LoggedOutOnly>
        </Route>
        {/* Added (auth flows helper): sign-up with its steps, and the other routes of 000 §2. */}
        {authFlowRoutes}
        <Route path={Paths.post}>
          <RequireViewer>
            <PostScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.userPost}>
          <RequireViewer>
            <PostScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.createStyle}>
          <RequireViewer>
            <CreateStyleScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.createDetails}>
          <RequireViewer>
            <CreateDetailsScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.createStory}>
          <RequireViewer>
            <CreateStoryScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.camera}>
          <RequireViewer>
            <CreateStoryScreen camera />
          </RequireViewer>
        </Route>
        <Route path={Paths.tvUpload}>
          <RequireViewer>
            <TvUploadScreen />
          </RequireViewer>
        </Route>
        <Route path={Paths.tvDrafts}>
          <RequireViewer>
            <TvDraftsScreen />
          </RequireViewer>
        </Route>
        {/* Account settings (001 §2): /accounts/edit/, /accounts/password/change/, /accounts/privacy_and_security/. */}
        {settingsRoutes}
        <Route path={Paths.pushSettings}>
          <RequireViewer>
            <PushSettingsScreen />
          </RequireViewer>
        </Route>
        {/* Added (stories): /stories/{username}/ and /stories/{username}/{mediaId}/ (001 §2). */}
        {storyRoutes}
        {/* Added (dmui), issue 13: /direct/inbox/, /direct/new/, /direct/requests/, /direct/t/{id}/. */}
        {directRoutes}
        {/* Added (ppost), issue 12: /p/{shortcode}/liked_by/, /c/{id}/liked_by, /comments/. */}
        {postExtraRoutes}
        {/* Added (people helper), issue 12: explore, search, activity, then profiles (last: /{username}/ matches much). */}
        {peopleRoutes}
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </AppShell>
  );
}
