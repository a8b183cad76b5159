import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { CommentFilterRow } from '../db/account-settings-types';
import { parseKeywords } from '../domain/comment-filter';
import type { UserRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { badRequest } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { formText, parseInput, userText } from '../http/validate';
import { accountForm } from '../settings/form-data';
import { checkGender, checkProfileEdit } from '../settings/profile-rules';
import { createSettingsLimit, switchValue } from '../settings/settings-limit';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { WireCommentFilter } from '../../sync/api/settings-wire';

/**
 * The settings a signed-in person changes (001 §7 Profile, Settings); all need a login (401)
 * and, being POSTs, the CSRF token (http/conventions.ts); each change counts against the
 * account's settings limit (settings/settings-limit.ts) and runs with its X-Mutation-Id when
 * one comes (http/idempotency.ts). A person only ever changes their own account: no route
 * takes a user id.
 * - GET  /accounts/edit/web_form_data/ → {status, form_data} (settings/form-data.ts; our path).
 * - POST /accounts/edit/ {first_name, email, username, phone_number, biography, external_url,
 *   chaining_enabled, gender, custom_gender} → {status, form_data}; 400 with `errors` per field.
 * - POST /accounts/set_gender/ {gender, custom_gender}.
 * - POST /accounts/set_private/ {is_private}: going public approves every pending request.
 * - POST /accounts/set_presence_disabled/ {presence_disabled}.
 * - GET  /accounts/comment_filter/ajax/ (ours) → {status, config_value, keywords}.
 * - POST /accounts/set_comment_filter_web/ {config_value} ("Hide offensive comments") and
 *   /accounts/set_comment_filter_keywords_web/ {keywords, comma separated; 400 past
 *   CommentFilterLimits} → the filter. The comment reads apply it (db/sqlite-comment-filter.ts).
 *   Like the privacy switches these are online calls of the settings page, not outbox mutations.
 */
const optionalText = formText.optional();
const EditBody = z.object({
  first_name: userText.default(''),
  email: formText.default(''),
  username: formText.default(''),
  phone_number: formText.default(''),
  biography: userText.default(''),
  external_url: formText.default(''),
  chaining_enabled: optionalText,
  gender: optionalText,
  custom_gender: userText.optional(),
});
const GenderBody = z.object({ gender: formText, custom_gender: userText.default('') });
const KeywordsBody = z.object({ keywords: userText });

const filterAnswer = (f: CommentFilterRow): WireCommentFilter => ({ status: 'ok', config_value: f.hideOffensive, keywords: f.keywords });

const fieldErrors = (errors: Record<string, { code: string; message: string }[]>) => {
  const first = Object.values(errors)[0]?.[0]?.message ?? 'Please check the form.';
  return badRequest(first, { errors });
};

/** A switch field that must come (400 naming it otherwise). */
function requiredSwitch(body: unknown, field: string): boolean {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  const value = switchValue(raw);
  if (raw === undefined || value === undefined) throw badRequest(`${field}: expected true or false`);
  return value;
}

export function accountSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;
  const settings = repos.accountSettings;
  const phones = ctx.entry.stores.phones;
  const limit = createSettingsLimit(ctx.now);
  const formOf = (userId: number) => {
    const user = repos.users.byId(userId);
    if (!user) throw badRequest('user: this account no longer exists');
    return accountForm(user, settings, phones);
  };
  const mutation = (path: string, change: (viewer: UserRow, req: FastifyRequest) => object) => {
    app.post(path, async (req: FastifyRequest, reply: FastifyReply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => ok(change(viewer, req)), limit);
    });
  };

  app.get(SettingsPath.formData, async (req) => ({ status: 'ok', form_data: formOf(requireViewer(req).id) }));

  mutation(SettingsPath.edit, (viewer, req) => {
    const body = parseInput(EditBody, req.body);
    const chaining = body.chaining_enabled === undefined ? undefined : switchValue(body.chaining_enabled);
    if (body.chaining_enabled !== undefined && chaining === undefined) throw badRequest('chaining_enabled: expected true or false');
    const check = checkProfileEdit({ ...body, chaining_enabled: chaining }, {
      usernameTaken: (name) => (repos.users.byUsername(name)?.id ?? viewer.id) !== viewer.id,
      emailTaken: (email) => (repos.users.byEmail(email)?.id ?? viewer.id) !== viewer.id,
      phoneTaken: (phone) => (phones.userIdByPhone(phone) ?? viewer.id) !== viewer.id,
    });
    if (!check.ok) throw fieldErrors(check.errors);
    const { profile, phoneNumber, chainingEnabled, gender } = check.edit;
    const phoneBefore = phones.phoneOf(viewer.id) ?? null;
    if (phoneNumber === null && phoneBefore !== null && ctx.entry.stores.twoFactor.get(viewer.id)?.smsOn) {
      throw fieldErrors({ phone_number: [{ code: 'phone_needed_for_two_factor', message: 'Turn off two-factor authentication by text message before you remove your phone number.' }] });
    }
    settings.updateProfile(viewer.id, profile);
    if (phoneNumber === null && phoneBefore !== null) settings.removePhone(viewer.id);
    else if (phoneNumber !== null && phoneNumber !== phoneBefore) phones.set(viewer.id, phoneNumber, null);
    settings.set(viewer.id, { ...(chainingEnabled === undefined ? {} : { chainingEnabled }), ...(gender ?? {}) });
    return { status: 'ok', form_data: formOf(viewer.id) };
  });

  mutation(SettingsPath.setGender, (viewer, req) => {
    const body = parseInput(GenderBody, req.body);
    const g = checkGender(body.gender, body.custom_gender);
    if ('error' in g) throw fieldErrors({ [g.field]: [{ code: 'invalid_gender', message: g.error }] });
    settings.set(viewer.id, g);
    return { status: 'ok', gender: g.gender, custom_gender: g.customGender };
  });

  mutation(SettingsPath.setPrivate, (viewer, req) => {
    const isPrivate = requiredSwitch(req.body, 'is_private');
    repos.users.setPrivate(viewer.id, isPrivate);
    // Going public (Instagram does the same): whoever asked to follow now follows.
    let approved = 0;
    if (!isPrivate) {
      const pending = repos.follows.requestsTo(viewer.id, repos.follows.countRequestsTo(viewer.id));
      for (const r of pending) repos.follows.set(r.userId, viewer.id, 'following', nowSeconds(ctx));
      approved = pending.length;
    }
    return { status: 'ok', is_private: isPrivate, approved_requests: approved };
  });

  mutation(SettingsPath.setPresenceDisabled, (viewer, req) => {
    const presenceDisabled = requiredSwitch(req.body, 'presence_disabled');
    settings.set(viewer.id, { presenceDisabled });
    return { status: 'ok', presence_disabled: presenceDisabled };
  });

  app.get(SettingsPath.commentFilter, async (req) => filterAnswer(settings.commentFilter(requireViewer(req).id)));

  mutation(SettingsPath.setCommentFilter, (viewer, req) =>
    filterAnswer(settings.setCommentFilter(viewer.id, { hideOffensive: requiredSwitch(req.body, 'config_value') })),
  );

  mutation(SettingsPath.setCommentFilterKeywords, (viewer, req) => {
    const parsed = parseKeywords(parseInput(KeywordsBody, req.body).keywords);
    if (!parsed.ok) throw fieldErrors({ keywords: [{ code: 'invalid_keywords', message: parsed.message }] });
    return filterAnswer(settings.setCommentFilter(viewer.id, { keywords: parsed.keywords }));
  });
}
