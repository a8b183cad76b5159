/**
 * Added (contacts): the ContactsApi part of the engine (../../sync/api/contacts-wire.ts).
 * - The accounts of the person's contacts and the contacts kept (Contact syncing) are people
 *   reads: asked online, their first page kept in the answer cache, shown offline from it.
 * - Uploading what the person picked is an online call (its answer, the accounts found, is
 *   what the person waits for; offline it says so and sends nothing).
 * - Deleting everything uploaded is a named outbox mutation ('address-book-unlink'): durable at
 *   once, what this device kept is emptied at once, and it is sent when the network is there.
 *   While it waits (ClientState.activity.contactsUnlinking) the reads answer nothing kept and
 *   an upload is refused, so that the delete, once sent, cannot take the new upload with it.
 */
import type { MutationArgsMap, MutationName } from '../../sync';
import { ContactsPath } from '../../sync/api/contacts-wire';
import type { WireAddressBookLinkResponse, WireContactHistoryResponse, WireContactMatch, WireContactMatchesResponse } from '../../sync/api/contacts-wire';
import type { CallFailure, CallResult } from '../api-types';
import { isNoAnswer, toCallFailure } from '../engine/call-result';
import type { PeopleCore } from '../engine/people-reads';
import { keyOf, read } from '../engine/people-reads';
import { emptyBundle, normalizeListUser } from '../normalize/people';
import type { PeopleBundle } from '../normalize/types';
import type { ContactHistoryView, ContactLinkResult, ContactMatchesView } from './contacts-types';
import { uploadBatches } from './picked-contacts';
import type { PickedContact } from './picked-contacts';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

export interface ContactsApi {
  /** The accounts of the contacts kept at the server (offline: the last answer). */
  loadContactMatches(): Promise<CallResult<ContactMatchesView>>;
  /** One page of the contacts kept, newest first (offline: the first page as last seen). */
  loadContactHistory(after: string | null): Promise<CallResult<ContactHistoryView>>;
  /** Upload the contacts picked on the device; answers the accounts of everything kept. */
  linkContacts(picked: PickedContact[]): Promise<CallResult<ContactLinkResult>>;
  /** Delete every contact uploaded, through the outbox. */
  unlinkContacts(): Promise<void>;
}

const MATCHES = 'contacts:matches';
const HISTORY = 'contacts:history';

const NOTHING_KEPT_MATCHES: ContactMatchesView = { total: 0, items: [], offline: false };
const NOTHING_KEPT_HISTORY: ContactHistoryView = { total: 0, items: [], page: { hasMore: false, endCursor: null }, offline: false };

export const UNLINK_WAITING: CallFailure = {
  ok: false,
  statusCode: 409,
  message: 'Your uploaded contacts are still being deleted. Try again once you are back online and that is done.',
  errorType: 'contacts_unlink_pending',
  body: null,
};

function matchesAnswer(wire: { total: number; matches: WireContactMatch[] }): { view: ContactMatchesView; bundle: PeopleBundle } {
  const bundle = emptyBundle();
  const items = wire.matches.map((m) => ({ userId: normalizeListUser(m.user, bundle), contactName: m.contact_name }));
  return { view: { total: wire.total, items, offline: false }, bundle };
}

export function createContactsApi(core: PeopleCore, ready: () => Promise<void>, mutate: Mutate): ContactsApi {
  const unlinking = (): boolean => core.store.getState().activity.contactsUnlinking;
  const keep = async (what: string, answer: unknown): Promise<void> => {
    await core.answers.put(keyOf(core, what), answer).catch((e: unknown) => core.log.warn(`answers: ${what} not kept`, e));
  };
  return {
    async loadContactMatches() {
      await ready();
      if (unlinking()) return { ok: true, value: NOTHING_KEPT_MATCHES };
      return read(core, MATCHES, true, async () => matchesAnswer(await core.transport.request<WireContactMatchesResponse>({ method: 'GET', path: ContactsPath.matches })));
    },
    async loadContactHistory(after) {
      await ready();
      if (unlinking()) return { ok: true, value: NOTHING_KEPT_HISTORY };
      return read(core, after === null ? HISTORY : `${HISTORY}:${after}`, after === null, async () => {
        const wire = await core.transport.request<WireContactHistoryResponse>({
          method: 'GET',
          path: ContactsPath.history,
          query: { __a: '1', ...(after === null ? {} : { cursor: after }) },
        });
        const items = wire.items.map((i) => ({ name: i.name, kind: i.kind, value: i.value, uploadedAt: i.uploaded_at }));
        return { view: { total: wire.total, items, page: { hasMore: wire.next_cursor !== null, endCursor: wire.next_cursor }, offline: false }, bundle: emptyBundle() };
      });
    },
    async linkContacts(picked) {
      await ready();
      if (unlinking()) return UNLINK_WAITING;
      const batches = uploadBatches(picked);
      let uploaded = 0;
      let skipped = 0;
      let last: WireAddressBookLinkResponse | null = null;
      for (const contacts of batches) {
        try {
          last = await core.transport.request<WireAddressBookLinkResponse>({ method: 'POST', path: ContactsPath.link, form: { contacts: JSON.stringify(contacts) } });
        } catch (err) {
          if (!isNoAnswer(err)) core.log.warn('contacts: upload refused', err);
          return toCallFailure(err);
        }
        uploaded += last.uploaded;
        skipped += last.skipped;
      }
      const answer = last === null ? null : matchesAnswer(last);
      if (answer) {
        core.store.dispatch({ type: 'people-loaded', bundle: answer.bundle });
        await keep(MATCHES, answer);
      }
      return { ok: true, value: { uploaded, skipped, total: last?.total ?? 0, items: answer?.view.items ?? [], picked: batches.reduce((n, b) => n + b.length, 0) } };
    },
    async unlinkContacts() {
      await mutate('address-book-unlink', {});
      // What this device kept is gone for the person at once (offline too, after a reload).
      await keep(MATCHES, { view: NOTHING_KEPT_MATCHES, bundle: emptyBundle() });
      await keep(HISTORY, { view: NOTHING_KEPT_HISTORY, bundle: emptyBundle() });
    },
  };
}
