import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useViewerId, useViewerUsername } from '../../hooks/use-viewer';
import { OfflineBanner } from './offline-banner';
import { queryClient } from './query-client';
import { RedirectWatcher } from './redirect-watcher';
import { TabBar } from './tab-bar';
import { ToastHost } from './toast-host';
import { ReportHost } from '../reports/report-host';
import { TopBar } from './top-bar';

/** The frame around every screen: bars when logged in; banner, toasts and redirects always; TanStack Query for the screens. */
export function AppShell({ children }: { children: ReactNode }) {
  const viewerId = useViewerId();
  const username = useViewerUsername();
  const loggedIn = viewerId !== null;
  return (
    <div className={`app${loggedIn ? ' app--in' : ' app--out'}`}>
      {loggedIn ? <TopBar username={username} /> : null}
      <OfflineBanner />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      {loggedIn ? <TabBar username={username} /> : null}
      <ToastHost />
      {/* Added (reports): the report sheet, opened from a post, comment, profile or message. */}
      {loggedIn ? <ReportHost /> : null}
      <RedirectWatcher />
    </div>
  );
}
