/**
 * Entry: show the boot screen (or keep the feed's first screen the service worker put in the
 * page), start the client (worker, mirror, first snapshot), then render the app inside its
 * ClientProvider.
 */
import { StrictMode, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientProvider, startClient } from './state';
import { App } from './app';
import { BootScreen } from './components/boot-screen';
import { FIRST_SCREEN_ATTRIBUTE } from '../sw/first-screen';
import './styles/base.css';
import './styles/layout.css';

// Where a start's time goes (bench 9 reads them): the bundle evaluated, the client started.
performance.mark('lumen:main');
const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');
const root = createRoot(element);
// A page the service worker served with the feed's first screen (sw/first-screen.ts) keeps it
// on screen until the app renders over it: no boot screen in between.
const firstScreen = element.hasAttribute(FIRST_SCREEN_ATTRIBUTE);
if (!firstScreen) root.render(<BootScreen />);
const takeOver = (): void => {
  if (!firstScreen) return;
  element.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  element.removeAttribute('inert');
  element.removeAttribute('aria-hidden');
};

/**
 * Ends the first screen once React has committed over it (its first commit clears the
 * snapshot), never before: `root.render` commits later, and until then the snapshot is a
 * picture of the past (a tap made since is not in it), so it stays inert and hidden from
 * assistive technology (a tap on it would be lost; a screen reader would read old states).
 */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(takeOver, []);
  return children;
}

performance.mark('lumen:client-start');
startClient().then(
  (client) => {
    root.render(
      <StrictMode>
        <TakeOver>
          <ClientProvider client={client}>
            <App />
          </ClientProvider>
        </TakeOver>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('[ui] the client could not start', error);
    root.render(
      <TakeOver>
        <BootScreen failed />
      </TakeOver>,
    );
  },
);
