/**
 * The inbox read again after the socket said `resync` (the client's seq_id is older than the
 * server's log keeps) or a tab saw a gap in the relayed deltas: the first page replaces the
 * list, and its seq_id tells which deltas are already in it (server/README.md step 5).
 */
import type { WireDirectInboxResponse } from '../../../sync/api/direct-wire';
import { DirectPath } from '../../../sync/api/paths';
import type { EngineCore } from '../../engine/core';

export async function readInboxAgain(core: EngineCore): Promise<void> {
  const response = await core.transport.request<WireDirectInboxResponse>({ method: 'GET', path: DirectPath.inbox });
  core.store.dispatch({ type: 'direct-inbox-loaded', box: 'inbox', response, older: false });
}
