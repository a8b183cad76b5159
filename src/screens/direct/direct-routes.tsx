import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { Paths } from '../../routes';
import { RequireViewer } from '../require-viewer';
import { DirectFrame } from './direct-frame';
import { NewMessageScreen } from './new-message-screen';
import { ThreadScreen } from './thread-screen';
import { useDirect } from './use-direct';

/** The thread's list pane shows the requests while the thread is one. */
function ThreadPage({ id }: { id: string }) {
  const pending = useDirect().threads[id]?.pending ?? false;
  return (
    <DirectFrame list={pending ? 'requests' : 'inbox'} activeId={id}>
      <ThreadScreen key={id} threadId={id} />
    </DirectFrame>
  );
}

const routes: [string, (params: Record<string, string | undefined>) => ReactNode][] = [
  [Paths.directInbox, () => <DirectFrame list="inbox" firstScreen="inbox" />],
  [Paths.directRequests, () => <DirectFrame list="requests" />],
  [
    Paths.directNew,
    () => (
      <DirectFrame list="inbox">
        <NewMessageScreen />
      </DirectFrame>
    ),
  ],
  [Paths.directThread, (params) => <ThreadPage id={params['id'] ?? ''} />],
];

/** Added (dmui), issue 13: the /direct/ routes of 001 §2, in one place. */
export const directRoutes = routes.map(([path, screen]) => (
  <Route key={path} path={path}>
    {(params) => <RequireViewer>{screen(params)}</RequireViewer>}
  </Route>
));
