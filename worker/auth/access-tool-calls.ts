/**
 * Added (access data): Settings → Access data (001 §1 /accounts/access_tool/, §7 "GET
 * /accounts/access_tool/{name}?__a=1&cursor="), online reads of its pages like Login
 * activity's. Paths and answers: sync/api/access-tool-wire.ts, server/routes/access-tool.ts.
 */
import type { CallResult } from '../api-types';
import { call } from './call';
import type { AuthFlowDeps } from './call';
import { AccessToolPath } from '../../sync/api/access-tool-wire';
import type { AccessToolCategory, WireAccessToolPage, WireAccessToolSummary } from '../../sync/api/access-tool-wire';

export function accessToolSummary(d: AuthFlowDeps): Promise<CallResult<WireAccessToolSummary>> {
  return call(d, { method: 'GET', path: AccessToolPath.summary });
}

export function accessToolPage(d: AuthFlowDeps, a: { name: AccessToolCategory; cursor: string | null }): Promise<CallResult<WireAccessToolPage>> {
  return call(d, { method: 'GET', path: AccessToolPath.category(a.name), query: { __a: '1', ...(a.cursor === null ? {} : { cursor: a.cursor }) } });
}
