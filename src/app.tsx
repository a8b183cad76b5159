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
import { SignupScreen } from './screens/signup/signup-screen';

/** A logged-in viewer has no business on the entry pages: go home. */
function LoggedOutOnly({ children }: { children: ReactNode }) {
  return useViewerId() === null ? <>{children}</> : <Redirect to={Paths.home} replace />;
}

export function App() {
  return (
    <AppShell>
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
        <Route path={Paths.emailSignup}>
          <LoggedOutOnly>
            <SignupScreen />
          </LoggedOutOnly>
        </Route>
        <Route path={Paths.signup}>
          <LoggedOutOnly>
            <SignupScreen />
          </LoggedOutOnly>
        </Route>
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
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </AppShell>
  );
}
