import type { FastifyRequest } from 'fastify';
import { AuthLink } from '../../sync/api/auth-paths';
import { DownloadStatus } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import type { DataDownloadRow, UserRow } from '../db/types';
import { Messages } from '../mail/messages';
import { EntryTtl } from './entry-limits';
import { absoluteLink } from './links';

/**
 * Data download (000 §3 Data-download statuses, 000 §7 Data download). A request starts a
 * job that builds a JSON export of the user's data and mails a link
 * /download/confirm/?token= (valid 4 days, for the owner only, so it may be opened more
 * than once). While a job runs, requests answer job_in_progress; while a file is valid they
 * answer has_valid_downloadable and mail a fresh link.
 *
 *   none ──request──▶ running ──job──▶ ready (4 days) ──▶ expired = none
 *                          └─ error ──▶ failed = none
 */
export const DOWNLOAD = 'data_download';

export const downloadTokenHash = (ctx: AppContext, token: string) => ctx.entry.hash(DOWNLOAD, '', token);

export function statusOf(ctx: AppContext, row: DataDownloadRow | undefined): DownloadStatus {
  if (row?.status === 'running') return DownloadStatus.inProgress;
  if (row?.status === 'ready' && (row.expiresMs ?? 0) > ctx.now()) return DownloadStatus.ready;
  return DownloadStatus.none;
}

function exportOf(ctx: AppContext, user: UserRow): string {
  return JSON.stringify(
    {
      exported_at: new Date(ctx.now()).toISOString(),
      profile: {
        username: user.username,
        full_name: user.fullName,
        email: user.email,
        phone_number: ctx.entry.stores.phones.phoneOf(user.id) ?? null,
        biography: user.biography,
        external_url: user.externalUrl,
        is_private: user.isPrivate,
        birthday: user.birthday,
        date_joined: user.createdAt,
      },
      consent: ctx.entry.stores.consent.byUser(user.id)?.states ?? null,
      ...ctx.entry.stores.accounts.dataOf(user.id),
    },
    null,
    2,
  );
}

async function mailLink(ctx: AppContext, user: UserRow, email: string, token: string): Promise<void> {
  const link = absoluteLink(ctx, AuthLink.downloadConfirm, { token });
  await ctx.entry.sender.send(Messages.dataDownloadReady(email, user.username, link));
}

export async function requestDownload(ctx: AppContext, req: FastifyRequest, user: UserRow, email: string): Promise<DownloadStatus> {
  const { downloads } = ctx.entry.stores;
  const latest = downloads.latest(user.id);
  const status = statusOf(ctx, latest);
  if (status === DownloadStatus.inProgress) return status;
  if (status === DownloadStatus.ready && latest) {
    const token = ctx.entry.secrets.token();
    downloads.setToken(latest.id, downloadTokenHash(ctx, token));
    await mailLink(ctx, user, email, token);
    return status;
  }
  const row = downloads.start(user.id, email, ctx.now());
  ctx.entry.jobs.run(DOWNLOAD, async () => {
    try {
      const content = exportOf(ctx, user);
      const token = ctx.entry.secrets.token();
      const now = ctx.now();
      downloads.finish(row.id, content, downloadTokenHash(ctx, token), now, now + EntryTtl.downloadLinkMs);
      await mailLink(ctx, user, email, token);
    } catch (e) {
      downloads.fail(row.id);
      req.log.error({ err: e }, 'data download job failed');
    }
  });
  return DownloadStatus.inProgress;
}
