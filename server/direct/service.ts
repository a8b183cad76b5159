import type { DirectSendableType, WireDirectDelta, WireDirectItem, WireDirectThread } from '../../sync/api/direct-wire';
import { DirectLimits, TypingStatus } from '../../sync/api/direct-wire';
import type { AppContext } from '../app-context';
import type { DirectItemRow, DirectThreadRow, ParticipantRow, ParticipantState } from '../db/direct-types';
import type { UserRow } from '../db/types';
import { visibleUser } from '../domain/people';
import { visiblePostById } from '../domain/visibility';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseId } from '../http/validate';
import type { DirectEvents } from './events';
import { publishDirectMessage } from '../push/publish';
import { checkLink } from './link-preview';
import { requireReady } from '../uploads/readiness';
import { serializeItems, serializeThread } from './serialize';
import { reelSharePayload, requireOwnerThread } from '../stories/story-reply';
import type { ItemPayload } from './serialize';

/**
 * The rules of direct messages (issue 13; 001 §4 Direct, §6), over the repositories. Every
 * change records the deltas of the people it concerns (./events.ts) in its transaction.
 *
 * - Membership: only people in a thread (approved, or with it pending as a request) may read or
 *   change it; anyone else, someone who left or declined included, gets 404 (nothing leaks).
 * - Requests (001 §4, §6): a person brought into a thread by someone they do not follow has it
 *   pending (in /direct/requests/) until they approve it (or reply, which approves), decline it
 *   (gone for them), or decline all.
 * - Blocks (001 §6): a thread cannot be started with someone blocked either way; in a
 *   one-to-one thread nothing can be sent while either blocks the other; in a group each person
 *   never sees (nor is sent) the items of someone blocked either way with them.
 */
export interface DirectDeps {
  ctx: AppContext;
  events: DirectEvents;
}

export const nowUs = (ctx: Pick<AppContext, 'now'>): number => Math.floor(ctx.now()) * 1000;

const LIVE: readonly ParticipantState[] = ['active', 'pending'];

/** The thread and the viewer's place in it, or 404 when the viewer is not in it. */
export function memberThread(ctx: AppContext, viewerId: number, rawId: string): { thread: DirectThreadRow; me: ParticipantRow } {
  const id = parseId(rawId);
  const thread = id === null ? undefined : ctx.repos.direct.threadById(id);
  const me = thread && ctx.repos.direct.participant(thread.id, viewerId);
  if (!thread || !me || !LIVE.includes(me.state)) throw notFound();
  return { thread, me };
}

/** An item of a thread the viewer is in and may see (not from someone blocked either way), else 404. */
export function memberItem(ctx: AppContext, viewerId: number, thread: DirectThreadRow, rawItemId: string): DirectItemRow {
  const id = parseId(rawItemId);
  const item = id === null ? undefined : ctx.repos.direct.itemById(id);
  if (!item || item.threadId !== thread.id) throw notFound();
  if (item.userId !== viewerId && ctx.repos.blocks.hiddenFrom(viewerId, [item.userId]).size > 0) throw notFound();
  return item;
}

/** People still in the thread (approved or pending), leaving out those blocked either way with `actorId`. */
function audience(ctx: AppContext, threadId: number, actorId: number | null): ParticipantRow[] {
  const live = ctx.repos.direct.participants(threadId).filter((p) => LIVE.includes(p.state));
  if (actorId === null) return live;
  const hidden = ctx.repos.blocks.hiddenFrom(actorId, live.map((p) => p.userId));
  return live.filter((p) => !hidden.has(p.userId));
}

function recordThread(d: DirectDeps, thread: DirectThreadRow, to: readonly ParticipantRow[]): void {
  for (const p of to) d.events.record(p.userId, { op: 'thread_updated', thread: serializeThread(d.ctx, p.userId, thread) });
}

/** Item types whose wire form is the same for every viewer (a shared post or profile is not: it may be unavailable to one). */
const SAME_FOR_EVERY_VIEWER: ReadonlySet<string> = new Set(['text', 'like', 'hashtag', 'location', 'link', 'media', 'action_log']);

/**
 * The item's delta for each person. Serialised once per fan-out where it can be (benchmark 13):
 * an item of a type every viewer sees alike, with no reactions (whose senders each viewer may
 * have blocked), is the same for everyone but its sender (the token, is_sent_by_viewer), so it is
 * built twice at most, and the same delta object makes the event log stringify it once.
 */
function recordItem(d: DirectDeps, op: 'item_added' | 'item_updated', item: DirectItemRow, to: readonly ParticipantRow[]): void {
  const shareable = (item.deleted || SAME_FOR_EVERY_VIEWER.has(item.itemType)) && (d.ctx.repos.direct.reactionsOf([item.id]).get(item.id)?.length ?? 0) === 0;
  const built = new Map<string, WireDirectDelta | null>();
  for (const p of to) {
    const key = shareable ? (p.userId === item.userId ? 'own' : 'other') : String(p.userId);
    let delta = built.get(key);
    if (delta === undefined) {
      const [wire] = serializeItems(d.ctx, p.userId, [item]);
      const made: WireDirectDelta | null = wire ? { op, thread_id: String(item.threadId), item: wire } : null;
      built.set(key, made);
      delta = made;
    }
    if (delta) d.events.record(p.userId, delta);
  }
}

// ---- Threads ------------------------------------------------------------------------------

const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The people of a new thread: known, not the viewer, not blocked either way. */
export function recipientsOf(ctx: AppContext, viewer: UserRow, rawIds: readonly string[]): UserRow[] {
  const ids = [...new Set(rawIds.map((s) => s.trim()).filter((s) => s !== ''))];
  if (ids.length === 0) throw badRequest('recipient_users: name at least one person');
  if (ids.length > DirectLimits.maxRecipients) throw badRequest(`recipient_users: at most ${DirectLimits.maxRecipients} people`);
  const parsed = ids.map(parseId);
  if (parsed.some((id) => id === null)) throw badRequest('recipient_users: ids are decimal numbers');
  const users = ctx.repos.users.byIds(parsed.filter((id): id is number => id !== null));
  return parsed.map((id) => {
    const user = visibleUser(ctx, viewer.id, id === null ? undefined : users.get(id));
    if (user.id === viewer.id) throw badRequest('recipient_users: you are in the conversation already');
    if (ctx.repos.blocks.blocks(viewer.id, user.id)) throw badRequest(`recipient_users: unblock ${user.username} to message them`);
    return user;
  });
}

/** 001 §6: a person who does not follow whoever brings them in gets the thread as a request. */
const stateFor = (ctx: AppContext, recipient: UserRow, inviterId: number): ParticipantState =>
  ctx.repos.follows.status(recipient.id, inviterId) === 'following' ? 'active' : 'pending';

/**
 * Starts a thread (or, for one person and no title, finds the pair's one-to-one thread, which
 * the viewer rejoins if they had declined it). Records thread_updated for everyone in it.
 */
export function openThread(d: DirectDeps, viewer: UserRow, recipients: readonly UserRow[], title: string): DirectThreadRow {
  const { ctx } = d;
  const { direct } = ctx.repos;
  const us = nowUs(ctx);
  const [only] = recipients;
  if (recipients.length === 1 && only && title === '') {
    const existing = direct.threadByPair(pairKey(viewer.id, only.id));
    if (existing) {
      const me = direct.participant(existing.id, viewer.id);
      if (me && me.state !== 'active') {
        direct.setState(existing.id, viewer.id, 'active');
        recordThread(d, existing, audience(ctx, existing.id, null).filter((p) => p.userId === viewer.id));
      }
      return existing;
    }
  }
  const isGroup = recipients.length > 1 || title !== '';
  const thread = direct.createThread({
    creatorId: viewer.id,
    isGroup,
    pairKey: isGroup || !only ? null : pairKey(viewer.id, only.id),
    title,
    createdUs: us,
    lastActivityUs: us,
  });
  direct.addParticipant(thread.id, viewer.id, 'active', us);
  for (const r of recipients) direct.addParticipant(thread.id, r.id, stateFor(ctx, r, viewer.id), us);
  if (isGroup) {
    const item = direct.insertItem(actionItem(thread.id, viewer.id, us, { kind: 'created' }));
    direct.setSeen(thread.id, viewer.id, item.id, us);
  }
  recordThread(d, thread, audience(ctx, thread.id, null));
  return direct.threadById(thread.id) ?? thread;
}

const actionItem = (threadId: number, userId: number, us: number, action: NonNullable<ItemPayload['action']>) => ({
  threadId,
  userId,
  itemType: 'action_log',
  payload: JSON.stringify({ action } satisfies ItemPayload),
  timestampUs: us,
  mutationToken: null,
  imageKey: null,
});

/** Adds a thread event (rename, leave) as an item and tells everyone. */
function logAction(d: DirectDeps, thread: DirectThreadRow, actorId: number, action: NonNullable<ItemPayload['action']>): void {
  const us = nowUs(d.ctx);
  const item = d.ctx.repos.direct.insertItem(actionItem(thread.id, actorId, us, action));
  d.ctx.repos.direct.setLastActivity(thread.id, us);
  recordItem(d, 'item_added', item, audience(d.ctx, thread.id, actorId));
}

export function renameThread(d: DirectDeps, viewer: UserRow, rawThreadId: string, title: string): WireDirectThread {
  const { thread } = activeMember(d.ctx, viewer.id, rawThreadId);
  if (!thread.isGroup) throw badRequest('title: only a group has a name');
  if (title.length > DirectLimits.maxTitleLength) throw badRequest(`title: at most ${DirectLimits.maxTitleLength} characters`);
  if (title !== thread.title) {
    d.ctx.repos.direct.setTitle(thread.id, title);
    logAction(d, thread, viewer.id, { kind: 'renamed', title });
    recordThread(d, current(d.ctx, thread), audience(d.ctx, thread.id, null));
  }
  return serializeThread(d.ctx, viewer.id, current(d.ctx, thread));
}

const current = (ctx: AppContext, thread: DirectThreadRow): DirectThreadRow => ctx.repos.direct.threadById(thread.id) ?? thread;

/** Like memberThread, but a pending request must be approved first (400). */
function activeMember(ctx: AppContext, viewerId: number, rawThreadId: string): { thread: DirectThreadRow; me: ParticipantRow } {
  const found = memberThread(ctx, viewerId, rawThreadId);
  if (found.me.state !== 'active') throw badRequest('thread_id: accept this request first');
  return found;
}

export function leaveThread(d: DirectDeps, viewer: UserRow, rawThreadId: string): void {
  const { thread } = memberThread(d.ctx, viewer.id, rawThreadId);
  if (!thread.isGroup) throw badRequest('thread_id: a conversation with one person cannot be left');
  d.ctx.repos.direct.setState(thread.id, viewer.id, 'left');
  d.events.record(viewer.id, { op: 'thread_removed', thread_id: String(thread.id) });
  logAction(d, thread, viewer.id, { kind: 'left' });
  recordThread(d, current(d.ctx, thread), audience(d.ctx, thread.id, null));
}

export function setMuted(d: DirectDeps, viewer: UserRow, rawThreadId: string, muted: boolean): void {
  const { thread, me } = memberThread(d.ctx, viewer.id, rawThreadId);
  if (me.muted === muted) return;
  d.ctx.repos.direct.setMuted(thread.id, viewer.id, muted);
  recordThread(d, thread, [me]);
}

/** 001 §4: a pending thread approved (pending false). Approving an approved one is a no-op. */
export function approveThread(d: DirectDeps, viewer: UserRow, rawThreadId: string): void {
  const { thread, me } = memberThread(d.ctx, viewer.id, rawThreadId);
  if (me.state !== 'pending') return;
  d.ctx.repos.direct.setState(thread.id, viewer.id, 'active');
  recordThread(d, thread, [me]);
}

/** 001 §4: a pending thread declined (removed for the viewer). */
export function declineThread(d: DirectDeps, viewer: UserRow, rawThreadId: string): void {
  const { thread, me } = memberThread(d.ctx, viewer.id, rawThreadId);
  if (me.state !== 'pending') throw badRequest('thread_id: this conversation is not a request');
  decline(d, viewer.id, thread.id);
}

function decline(d: DirectDeps, viewerId: number, threadId: number): void {
  d.ctx.repos.direct.setState(threadId, viewerId, 'declined');
  d.events.record(viewerId, { op: 'thread_removed', thread_id: String(threadId) });
}

/** 001 §4: all declined. */
export function declineAll(d: DirectDeps, viewer: UserRow): number {
  let n = 0;
  for (;;) {
    const page = d.ctx.repos.direct.threadsOf(viewer.id, 'pending', null, 100);
    for (const t of page) decline(d, viewer.id, t.id);
    n += page.length;
    if (page.length < 100) return n;
  }
}

// ---- Items --------------------------------------------------------------------------------

export interface SendInput {
  thread_id?: string | undefined;
  recipient_users?: string[] | undefined;
  mutation_token: string;
  item_type: DirectSendableType;
  text?: string | undefined;
  media_id?: string | undefined;
  profile_user_id?: string | undefined;
  hashtag?: string | undefined;
  location_id?: string | undefined;
  link_url?: string | undefined;
  upload_id?: string | undefined;
  /** Added (story replies): a quick reaction to a story (reel_share). */
  reaction?: string | undefined;
}

export interface Sent {
  threadId: number;
  item: WireDirectItem;
  /** The token had been used: this is the first item, nothing new was stored. */
  replayed: boolean;
}

/**
 * Sends an item (001 §4 "A mutation token replaces the local placeholder message"): a token
 * the sender used before answers the item it made, whatever the rest of the request says, so
 * a retried send never stores a second message.
 */
export function sendItem(d: DirectDeps, viewer: UserRow, input: SendInput): Sent {
  const { ctx } = d;
  const { direct } = ctx.repos;
  const seen = direct.itemByToken(viewer.id, input.mutation_token);
  if (seen) {
    const [item] = serializeItems(ctx, viewer.id, [seen]);
    if (item) return { threadId: seen.threadId, item, replayed: true };
  }
  const payload = payloadFor(ctx, viewer, input);
  const thread = resolveThread(d, viewer, input);
  const participants = direct.participants(thread.id);
  const me = participants.find((p) => p.userId === viewer.id);
  if (!me || !LIVE.includes(me.state)) throw notFound();
  if (payload.reel_share) requireOwnerThread(thread.isGroup, participants, viewer.id, payload.reel_share);
  if (!thread.isGroup) {
    const others = participants.filter((p) => p.userId !== viewer.id).map((p) => p.userId);
    if (ctx.repos.blocks.hiddenFrom(viewer.id, others).size > 0) throw forbidden("You can't message this account.");
  }
  const us = nowUs(ctx);
  if (me.state === 'pending') {
    // Replying to a request accepts it (as Instagram's "reply to accept").
    direct.setState(thread.id, viewer.id, 'active');
    recordThread(d, thread, [me]);
  }
  const row = direct.insertItem({
    threadId: thread.id,
    userId: viewer.id,
    itemType: input.item_type,
    payload: JSON.stringify(payload),
    timestampUs: us,
    mutationToken: input.mutation_token,
    imageKey: payload.image?.key ?? null,
  });
  direct.setLastActivity(thread.id, us);
  direct.setSeen(thread.id, viewer.id, row.id, us);
  const to = audience(ctx, thread.id, viewer.id);
  recordItem(d, 'item_added', row, to);
  // No typing-off frame follows: each reader clears the sender's typing when this item_added
  // arrives (server/README.md "Real-time channel" 4), as Instagram's client does; one frame per
  // member socket after every message doubled a group send's fan-out (benchmark 13).
  // Issue 14: the other members hear of it by push, after the commit.
  publishDirectMessage(ctx, viewer, thread.id, to.map((p) => p.userId), pushText(input));
  const [item] = serializeItems(ctx, viewer.id, [row]);
  if (!item) throw new Error('sent item not serialised');
  return { threadId: thread.id, item, replayed: false };
}

/** A notification's text for a message: its text, or what kind of thing was sent (ours). */
function pushText(input: SendInput): string {
  if (input.item_type === 'text' || input.item_type === 'link') return input.text ?? input.link_url ?? '';
  const word: Record<Exclude<SendInput['item_type'], 'text' | 'link'>, string> = {
    like: 'Sent a like.',
    media_share: 'Shared a post.',
    profile: 'Shared a profile.',
    hashtag: 'Shared a hashtag.',
    location: 'Shared a place.',
    media: 'Sent a photo.',
    reel_share: input.reaction ? `Reacted to your story: ${input.reaction}` : 'Replied to your story.',
  };
  return word[input.item_type];
}

function resolveThread(d: DirectDeps, viewer: UserRow, input: SendInput): DirectThreadRow {
  if (input.thread_id !== undefined && input.thread_id !== '') return memberThread(d.ctx, viewer.id, input.thread_id).thread;
  if (input.recipient_users === undefined) throw badRequest('thread_id: name the thread or the recipient_users');
  return openThread(d, viewer, recipientsOf(d.ctx, viewer, input.recipient_users), '');
}

function payloadFor(ctx: AppContext, viewer: UserRow, input: SendInput): ItemPayload {
  const required = (value: string | undefined, field: string): string => {
    if (value === undefined || value.trim() === '') throw badRequest(`${field}: Required`);
    return value.trim();
  };
  switch (input.item_type) {
    case 'text': {
      const text = required(input.text, 'text');
      if ([...text].length > DirectLimits.maxTextLength) throw badRequest(`text: at most ${DirectLimits.maxTextLength} characters`);
      return { text };
    }
    case 'like':
      return {};
    case 'media_share':
      // The sender must be allowed to see the post (404 otherwise, as everywhere).
      return { post_id: visiblePostById(ctx, viewer.id, required(input.media_id, 'media_id')).id };
    case 'profile': {
      const id = parseId(required(input.profile_user_id, 'profile_user_id'));
      return { user_id: visibleUser(ctx, viewer.id, id === null ? undefined : ctx.repos.users.byId(id)).id };
    }
    case 'hashtag': {
      const name = required(input.hashtag, 'hashtag').replace(/^#/, '').toLowerCase();
      if (!ctx.repos.hashtags.byName(name)) throw notFound();
      return { hashtag: name };
    }
    case 'location': {
      const id = parseId(required(input.location_id, 'location_id'));
      const place = id === null ? undefined : ctx.repos.locations.byId(id);
      if (!place) throw notFound();
      return { location_id: place.id };
    }
    case 'link': {
      const link = checkLink(required(input.link_url, 'link_url'));
      if (!link.ok) throw badRequest(link.message);
      const text = input.text?.trim() || link.url;
      if ([...text].length > DirectLimits.maxTextLength) throw badRequest(`text: at most ${DirectLimits.maxTextLength} characters`);
      return { link: { url: link.url, host: link.host, path: link.path, text } };
    }
    case 'media':
      return { image: ownPhoto(ctx, viewer, required(input.upload_id, 'upload_id')) };
    case 'reel_share':
      return reelSharePayload(ctx, viewer, input);
  }
}

/**
 * A processed photo of the viewer's own upload, not used elsewhere; consumed by the message.
 * Only the uploader may send it (anyone else: 404, nothing leaks); a photo still rendering is
 * a 503 the outbox retries (server/uploads/readiness.ts), as configure does.
 */
function ownPhoto(ctx: AppContext, viewer: UserRow, uploadId: string): NonNullable<ItemPayload['image']> {
  const entities = ctx.repos.uploads.byUploadId(uploadId);
  const owner = ctx.repos.uploadMedia.get(uploadId)?.userId ?? entities[0]?.userId;
  if (owner !== viewer.id || entities.some((e) => e.userId !== viewer.id)) throw notFound();
  requireReady(ctx, viewer.id, uploadId);
  const media = ctx.repos.uploadMedia.get(uploadId);
  if (!media?.image) throw notFound();
  if (media.video) throw badRequest('upload_id: only photos can be sent in a message');
  if (media.consumedAt !== null) throw badRequest('upload_id: this upload was used already');
  ctx.repos.direct.consumeUpload(uploadId, Math.floor(ctx.now() / 1000));
  return { key: media.image.key, width: media.image.width, height: media.image.height };
}

/** Unsend (001 §4 "Removing a message moves the last permanent item"): only one's own. */
export function unsendItem(d: DirectDeps, viewer: UserRow, rawThreadId: string, rawItemId: string): WireDirectItem {
  const { thread } = memberThread(d.ctx, viewer.id, rawThreadId);
  const item = memberItem(d.ctx, viewer.id, thread, rawItemId);
  if (item.userId !== viewer.id) throw forbidden('You can only unsend your own messages.');
  if (item.itemType === 'action_log') throw badRequest('item_id: this is not a message');
  if (!item.deleted) {
    d.ctx.repos.direct.markDeleted(item.id);
    recordItem(d, 'item_updated', { ...item, deleted: true }, audience(d.ctx, thread.id, viewer.id));
  }
  return itemFor(d.ctx, viewer.id, item.id);
}

/** 001 §4 "Reaction like created adds the viewer; deleted removes" (set semantics: a repeat changes nothing). */
export function setReaction(d: DirectDeps, viewer: UserRow, rawThreadId: string, rawItemId: string, liked: boolean): WireDirectItem {
  const { thread } = activeMember(d.ctx, viewer.id, rawThreadId);
  const item = memberItem(d.ctx, viewer.id, thread, rawItemId);
  if (item.deleted || item.itemType === 'action_log') throw badRequest('item_id: this message cannot be reacted to');
  const { direct } = d.ctx.repos;
  const changed = liked ? direct.react(item.id, viewer.id, nowUs(d.ctx)) : direct.unreact(item.id, viewer.id);
  if (changed) recordItem(d, 'item_updated', item, audience(d.ctx, thread.id, viewer.id));
  return itemFor(d.ctx, viewer.id, item.id);
}

function itemFor(ctx: AppContext, viewerId: number, itemId: number): WireDirectItem {
  const row = ctx.repos.direct.itemById(itemId);
  const [item] = row ? serializeItems(ctx, viewerId, [row]) : [];
  if (!item) throw notFound();
  return item;
}

/**
 * A seen receipt: moves forward only. Others hear of it only once the viewer has approved
 * the thread (a request's reader is not shown as having seen it); the viewer's other devices
 * always do.
 */
export function markSeen(d: DirectDeps, viewer: UserRow, rawThreadId: string, rawItemId: string): void {
  const { thread, me } = memberThread(d.ctx, viewer.id, rawThreadId);
  const item = memberItem(d.ctx, viewer.id, thread, rawItemId);
  const us = nowUs(d.ctx);
  if (!d.ctx.repos.direct.setSeen(thread.id, viewer.id, item.id, us)) return;
  const delta: WireDirectDelta = { op: 'seen', thread_id: String(thread.id), user_id: String(viewer.id), item_id: String(item.id), timestamp: us };
  const to = me.state === 'active' ? audience(d.ctx, thread.id, viewer.id).filter((p) => p.state === 'active') : [me];
  for (const p of to) d.events.record(p.userId, delta);
}

/** Typing (001 §4: off 0, text 1, visual 2): not stored, sent to the others at once; ignored from a request not approved. */
export function sendTyping(d: DirectDeps, viewer: UserRow, rawThreadId: string, status: TypingStatus): void {
  const { thread, me } = memberThread(d.ctx, viewer.id, rawThreadId);
  if (me.state !== 'active') return;
  const message = {
    type: 'typing' as const,
    thread_id: String(thread.id),
    user_id: String(viewer.id),
    status,
    timestamp: nowUs(d.ctx),
    ttl_ms: status === TypingStatus.off ? 0 : DirectLimits.typingTtlMs,
  };
  for (const p of audience(d.ctx, thread.id, viewer.id)) {
    if (p.userId !== viewer.id && p.state === 'active') d.events.ephemeral(p.userId, message);
  }
}
