import type { FastifyInstance } from 'fastify';
import { ACCESS_TOOL_PAGE_SIZE, ACCESS_TOOL_TITLES, AccessToolPath, isAccessToolCategory } from '../../sync/api/access-tool-wire';
import type { WireAccessToolPage, WireAccessToolSummary } from '../../sync/api/access-tool-wire';
import type { AppContext } from '../app-context';
import type { AccessToolAfter } from '../db/sqlite-access-tool';
import { requireViewer } from '../domain/visibility';
import { badRequest, notFound } from '../http/errors';
import { appShellHandler } from './app-shell';

/**
 * Access data (001 §1 /accounts/access_tool/ and /accounts/access_tool/{name}; §7 "GET
 * /accounts/access_tool/{name}?__a=1&cursor="): what the service holds about the person, read
 * by them alone (logged out 401; every list is the caller's own, there is no id to ask for).
 * - GET /accounts/access_tool/ajax/ (ours) → {date_joined, counts per category}.
 * - GET /accounts/access_tool/{name}?__a=1[&cursor=] → {name, title, rows [{text, detail, time}],
 *   cursor} newest first, ACCESS_TOOL_PAGE_SIZE a page; without __a the path is the page (HTML).
 *   An unknown category is 404; a cursor that is not one of ours is 400 naming it.
 * Both count against ActionRules.accessToolReads.
 */
const CURSOR = /^(\d{1,12})_([\w.:-]{1,80})$/;

export function encodeCursor(after: AccessToolAfter): string {
  return `${after.time}_${after.key}`;
}

function decodeCursor(raw: unknown): AccessToolAfter | null {
  if (raw === undefined || raw === '') return null;
  const m = typeof raw === 'string' ? CURSOR.exec(raw) : null;
  if (m === null) throw badRequest('cursor: not a cursor of this list');
  return { time: Number(m[1]), key: m[2] ?? '' };
}

export function accessToolRoutes(app: FastifyInstance, ctx: AppContext): void {
  const repo = ctx.repos.accessTool;
  const page = appShellHandler(ctx);

  app.get(AccessToolPath.summary, async (req) => {
    const viewer = requireViewer(req);
    ctx.actionLimits.accessToolReads.take(viewer.id);
    const res: WireAccessToolSummary = { status: 'ok', date_joined: viewer.createdAt, counts: repo.counts(viewer.id) };
    return res;
  });

  app.get<{ Params: { name: string }; Querystring: { __a?: unknown; cursor?: unknown } }>(AccessToolPath.category(':name'), async (req, reply) => {
    if (req.query.__a !== '1') return page(req, reply);
    const viewer = requireViewer(req);
    const { name } = req.params;
    if (!isAccessToolCategory(name)) throw notFound();
    const after = decodeCursor(req.query.cursor);
    ctx.actionLimits.accessToolReads.take(viewer.id);
    const rows = repo.page(viewer.id, name, after, ACCESS_TOOL_PAGE_SIZE + 1);
    const shown = rows.slice(0, ACCESS_TOOL_PAGE_SIZE);
    const last = shown[shown.length - 1];
    const res: WireAccessToolPage = {
      status: 'ok',
      name,
      title: ACCESS_TOOL_TITLES[name],
      rows: shown.map((r) => ({ text: r.text, detail: r.detail, time: r.time })),
      cursor: rows.length > ACCESS_TOOL_PAGE_SIZE && last ? encodeCursor(last) : null,
    };
    return res;
  });
}
