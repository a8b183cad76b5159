/**
 * Server-side rendering of a component over a fixed mirror state: enough to check markup and
 * accessible names in Node (effects do not run; the worker is never called).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { ClientState } from '../../worker/model';
import { ClientProvider, type ClientHandle, type Mirror } from '../state';

export function renderWith(s: ClientState, node: ReactNode, path = '/'): string {
  const mirror: Mirror = { getState: () => s, subscribe: () => () => undefined, subscribeFrames: () => () => undefined, ready: Promise.resolve(), firstScreen: new Promise<void>(() => undefined), isReady: () => true, predict: () => undefined, close: () => undefined };
  const client: ClientHandle = { mirror, bootstrap: null, worker: {} as ClientHandle['worker'], close: () => undefined };
  return renderToStaticMarkup(
    <ClientProvider client={client}>
      <Router ssrPath={path}>{node}</Router>
    </ClientProvider>,
  );
}
