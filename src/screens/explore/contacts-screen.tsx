import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactMatchesView } from '../../../worker/contacts/contacts-types';
import { useSnapshot, useWorker } from '../../state';
import { useViewerId } from '../../hooks/use-viewer';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { canPickContacts, pickContacts } from '../../lib/contacts/contact-picker';
import { contactsFoundText } from '../../lib/contacts/contacts-text';
import { contactHistoryKey, contactMatchesKey } from '../../lib/contacts/query-keys';
import { LoadError } from '../../components/people/load-error';
import { UserRow } from '../../components/people/user-row';
import { Paths } from '../../routes';
import '../../components/people/people.css';
import './explore.css';

type Upload = { step: 'idle' } | { step: 'busy'; text: string } | { step: 'done'; text: string } | { step: 'failed'; text: string };

/**
 * /explore/people/contacts/ (001 §2), "Connect contacts": the person chooses contacts in the
 * browser's own sheet (the Contact Picker, where the browser has one), they are uploaded
 * (001 §6 address_book/link), and the accounts among them are listed with Follow. What was
 * uploaded is listed and deleted in Settings → Contact syncing (/accounts/contact_history/).
 * Offline the list is the last one seen and choosing waits for the connection.
 */
export function ContactsScreen() {
  const worker = useWorker();
  const viewerId = useViewerId();
  const client = useQueryClient();
  const online = useSnapshot((s) => s.status.online);
  const query = useWorkerQuery(contactMatchesKey(viewerId), () => worker.loadContactMatches());
  const [upload, setUpload] = useState<Upload>({ step: 'idle' });
  const [supported] = useState(canPickContacts);
  const matches = query.data;

  const choose = async () => {
    setUpload({ step: 'busy', text: 'Choose contacts in the sheet…' });
    try {
      const picked = await pickContacts();
      if (picked.length === 0) return setUpload({ step: 'idle' });
      setUpload({ step: 'busy', text: `Looking for ${picked.length === 1 ? '1 contact' : `${String(picked.length)} contacts`} on Lumen…` });
      const r = await worker.linkContacts(picked);
      if (!r.ok) {
        const text = r.statusCode === 0 ? "You're offline. Nothing was uploaded: try again when you're connected." : r.message;
        return setUpload({ step: 'failed', text });
      }
      client.setQueryData<ContactMatchesView>(contactMatchesKey(viewerId), { total: r.value.total, items: r.value.items, offline: false });
      void client.invalidateQueries({ queryKey: contactHistoryKey(viewerId) });
      setUpload({ step: 'done', text: contactsFoundText(r.value.picked, r.value.items.length) });
    } catch (e) {
      setUpload({ step: 'failed', text: e instanceof Error ? e.message : "Couldn't open your contacts." });
    }
  };

  const connected = (matches?.total ?? 0) > 0;
  return (
    <main className="app-main">
      <div className="column contacts">
        <h1 className="page-title">Connect contacts</h1>
        <section className="contacts__body" aria-labelledby="contacts-find">
          <h2 id="contacts-find" className="contacts__title">
            Find people you know
          </h2>
          <p className="muted">
            Choose contacts on your device and see which of them are on Lumen. Lumen keeps the phone numbers and emails you choose to
            suggest people to you; see or delete them at any time in{' '}
            <Link href={Paths.contactHistory} className="contacts__inline-link">
              Contact syncing
            </Link>
            .
          </p>
          {supported ? (
            <div className="contacts__actions">
              <button type="button" className="primary-button contacts__link" disabled={!online || upload.step === 'busy'} onClick={() => void choose()}>
                {connected ? 'Choose more contacts' : 'Choose contacts'}
              </button>
            </div>
          ) : (
            <>
              <p className="muted">
                This browser can't share contacts with websites, so nothing can be uploaded from here. On an Android phone, open Lumen in
                Chrome to choose contacts.
              </p>
              <div className="contacts__actions">
                <Link href={Paths.explorePeopleSuggested} className="primary-button button-link contacts__link">
                  See suggested people
                </Link>
                <Link href={Paths.search} className="secondary-button button-link contacts__link">
                  Search
                </Link>
              </div>
            </>
          )}
          {supported && !online ? <p className="offline-note muted">You're offline: choosing contacts needs a connection.</p> : null}
          {upload.step === 'failed' ? (
            <p className="contacts__error" role="alert">
              {upload.text}
            </p>
          ) : (
            <p className="contacts__status" role="status">
              {upload.step === 'idle' ? '' : upload.text}
            </p>
          )}
        </section>
        {query.isError ? <LoadError text="Couldn't load the people from your contacts." onRetry={() => void query.refetch()} /> : null}
        {matches && matches.items.length > 0 ? (
          <section aria-labelledby="contacts-people">
            <h2 id="contacts-people" className="contacts__title contacts__list-title">
              From your contacts
            </h2>
            {matches.offline ? <p className="offline-note muted">You're offline: these are the people last seen here.</p> : null}
            <ul className="user-list" aria-label="People from your contacts">
              {matches.items.map((m) => (
                <UserRow key={m.userId} userId={m.userId} subtitle={m.contactName === '' ? 'In your contacts' : `${m.contactName} in your contacts`} />
              ))}
            </ul>
          </section>
        ) : null}
        {matches && connected && matches.items.length === 0 ? <p className="center-state muted">None of your uploaded contacts are on Lumen yet.</p> : null}
      </div>
    </main>
  );
}
