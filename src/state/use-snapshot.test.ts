import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClientHandle } from './client-context';
import { ClientProvider } from './client-context';
import { emptyClientState } from './empty-state';
import type { Mirror } from './mirror';
import { useSnapshot } from './use-snapshot';

function fakeMirror(): Mirror {
  const state = { ...emptyClientState(), status: { ...emptyClientState().status, viewerId: 'v1' } };
  return { getState: () => state, subscribe: () => () => undefined, subscribeFrames: () => () => undefined, ready: Promise.resolve(), firstScreen: new Promise<void>(() => undefined), isReady: () => true, predict: () => undefined, close: () => undefined };
}

function Viewer() {
  const id = useSnapshot((s) => s.status.viewerId);
  return createElement('span', null, id);
}

describe('useSnapshot', () => {
  it('reads the mirror through the ClientProvider', () => {
    const client = { mirror: fakeMirror(), bootstrap: null, worker: {} as ClientHandle['worker'], close: () => undefined } satisfies ClientHandle;
    expect(renderToString(createElement(ClientProvider, { client }, createElement(Viewer)))).toBe('<span>v1</span>');
  });
});
