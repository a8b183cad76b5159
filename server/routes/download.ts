import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType, DownloadStatus } from '../../sync/api/auth-wire';
import type { WireDownloadStatusResponse } from '../../sync/api/auth-wire';
import { ErrorType } from '../../sync/api/errors';
import type { AppContext } from '../app-context';
import { downloadTokenHash, requestDownload, statusOf } from '../auth/data-download';
import { flowError, tooMany } from '../auth/flow-errors';
import { readPassword } from '../auth/read-password';
import { viewerPasswordMatches } from '../auth/viewer-password';
import type { DataDownloadRow, UserRow } from '../db/types';
import { HttpError, loginRequired } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { EMAIL_PATTERN, normalizeEmail } from '../signup/validate-signup';

/**
 * 000 §7 Data download (paths after the request are ours):
 * - POST /download/request_download_data_ajax/ {email, password | enc_password} (logged in)
 *   → {download_status: job_in_progress | has_valid_downloadable}; 400 invalid_email,
 *   password_required, password_mismatch; 429 after 10 wrong passwords in 15 minutes.
 * - GET /download/status/ → {download_status} of the viewer's latest request;
 *   GET /download/status/?token= → {download_status: has_valid_downloadable, url, expires_at,
 *   size_bytes} for the link's owner.
 * - GET /download/data/?token= → the JSON file (attachment), owner only.
 * Not logged in: 401 (000 §2 "log in again"); a token of nobody or of someone else: 404
 * no_valid_downloadable ("no files available"); past 4 days: 410 download_link_expired.
 */
const RequestBody = z.object({ email: formText, password: formText.optional(), enc_password: formText.optional() });
const TokenQuery = z.object({ token: formText.optional() });

export function downloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const viewerOf = (req: FastifyRequest): UserRow => {
    if (!req.viewer) throw loginRequired();
    return req.viewer;
  };

  const byToken = (req: FastifyRequest, viewer: UserRow, token: string): DataDownloadRow => {
    const failures = ctx.entry.limits.tokenFailuresPerIp;
    const wait = failures.wait(req.ip);
    if (wait > 0) throw tooMany(wait);
    const row = ctx.entry.stores.downloads.byTokenHash(downloadTokenHash(ctx, token));
    if (!row || row.userId !== viewer.id || row.status !== 'ready' || row.content === null) {
      failures.hit(req.ip);
      throw flowError(404, AuthErrorType.noValidDownloadable, 'No files are available for this link.');
    }
    if ((row.expiresMs ?? 0) <= ctx.now()) throw flowError(410, AuthErrorType.downloadLinkExpired, 'This link has expired.');
    return row;
  };

  app.post(AuthPath.downloadRequest, async (req) => {
    const viewer = viewerOf(req);
    const body = parseInput(RequestBody, req.body);
    const email = normalizeEmail(body.email);
    if (!EMAIL_PATTERN.test(email)) throw flowError(400, AuthErrorType.invalidEmail, 'Enter a valid email address.');
    const password = readPassword(body, ctx.keys.privateKey);
    if (!password.ok) throw new HttpError(400, ErrorType.passwordRequired, 'Please enter your password.');
    if (!(await viewerPasswordMatches(ctx, viewer, password.password))) {
      throw new HttpError(400, ErrorType.passwordMismatch, 'Sorry, your password was incorrect.');
    }
    const res: WireDownloadStatusResponse = { status: 'ok', download_status: await requestDownload(ctx, req, viewer, email) };
    return res;
  });

  app.get(AuthPath.downloadStatus, async (req) => {
    const viewer = viewerOf(req);
    const { token } = parseInput(TokenQuery, req.query, 'query');
    if (!token) {
      const res: WireDownloadStatusResponse = { status: 'ok', download_status: statusOf(ctx, ctx.entry.stores.downloads.latest(viewer.id)) };
      return res;
    }
    const row = byToken(req, viewer, token);
    const res: WireDownloadStatusResponse = {
      status: 'ok',
      download_status: DownloadStatus.ready,
      url: `${AuthPath.downloadData}?${new URLSearchParams({ token }).toString()}`,
      expires_at: Math.floor((row.expiresMs ?? 0) / 1000),
      size_bytes: Buffer.byteLength(row.content ?? ''),
    };
    return res;
  });

  app.get(AuthPath.downloadData, async (req, reply) => {
    const viewer = viewerOf(req);
    const { token } = parseInput(TokenQuery, req.query, 'query');
    const row = byToken(req, viewer, token ?? '');
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="lumen-data-${viewer.username}.json"`)
      .header('cache-control', 'private, no-store')
      .send(row.content);
  });
}
