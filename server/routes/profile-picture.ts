import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UploadLimits, UploadPath } from '../../sync/api/upload';
import { validateMedia } from '../../sync/api/upload-rules';
import type { AppContext } from '../app-context';
import { requireViewer } from '../domain/visibility';
import { badRequest } from '../http/errors';
import { ok, readMutationId, sendMutation } from '../http/idempotency';
import { boundaryOf, parseMultipart } from '../http/multipart';
import { AVATAR_HD_SIZE, AVATAR_SIZE, avatarFileName, avatarUrl, mediaUrl } from '../media/media-files';
import { readPhotoFacts, renderSquares } from '../uploads/process-photo';
import { newMediaKey } from '../uploads/upload-paths';

/**
 * POST /accounts/web_change_profile_picture/ (001 §7 Profile: form data profile_pic; an
 * empty body removes the picture). The picture comes as the multipart field `profile_pic`,
 * or (our addition) as the whole body with Content-Type image/jpeg. It must be a JPEG (001
 * §5 via validateMedia 'profile-picture'); it is turned upright and cut square at 320 and
 * 150 px. Answers {status:'ok', changed_profile:true, id, has_profile_pic, profile_pic_url
 * (150), profile_pic_url_hd (320)}. Idempotent by X-Mutation-Id.
 */
const BODY_LIMIT = UploadLimits.photoMaxBytes + 1_000_000;

/** The picture's bytes, or null for "remove the picture". */
function pictureOf(req: FastifyRequest): Buffer | null {
  const body = req.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return body;
  const boundary = boundaryOf(type);
  const parts = boundary === null ? null : parseMultipart(body, boundary);
  if (parts === null) throw badRequest('profile_pic: the form data could not be read');
  const file = parts.find((p) => p.name === 'profile_pic');
  return file && file.data.length > 0 ? file.data : null;
}

async function renderAvatar(ctx: AppContext, picture: Buffer): Promise<string> {
  const facts = await readPhotoFacts(picture);
  if (!facts) throw badRequest('profile_pic: this picture could not be read. Profile pictures must be JPEG images.');
  const verdict = validateMedia({ kind: 'profile-picture', bytes: picture.length, ...facts });
  if (!verdict.ok) throw badRequest(`profile_pic: ${verdict.message}`);
  const key = newMediaKey();
  await renderSquares(picture, ctx.mediaDir, key, [AVATAR_HD_SIZE, AVATAR_SIZE]);
  return key;
}

export function profilePictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    const asBuffer = { parseAs: 'buffer', bodyLimit: BODY_LIMIT } as const;
    scope.addContentTypeParser(['multipart/form-data', 'image/jpeg', 'image/pjpeg', 'application/octet-stream'], asBuffer, (_req, body, done) => {
      done(null, body);
    });
    scope.post(UploadPath.changeProfilePicture, async (req, reply) => {
      const viewer = requireViewer(req);
      const mutationId = readMutationId(req);
      const replay = mutationId !== null && ctx.repos.mutations.find(mutationId) !== undefined;
      const picture = replay ? null : pictureOf(req);
      const key = picture ? await renderAvatar(ctx, picture) : null;
      return sendMutation(ctx, req, reply, viewer, () => {
        ctx.repos.users.setAvatar(viewer.id, key === null ? null : avatarFileName(key, AVATAR_SIZE));
        const user = ctx.repos.users.byId(viewer.id) ?? viewer;
        return ok({
          status: 'ok',
          changed_profile: true,
          id: String(viewer.id),
          has_profile_pic: key !== null,
          profile_pic_url: avatarUrl(user),
          profile_pic_url_hd: key === null ? avatarUrl(user) : mediaUrl(avatarFileName(key, AVATAR_HD_SIZE)),
        });
      });
    });
  });
}
