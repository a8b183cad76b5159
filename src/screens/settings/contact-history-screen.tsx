import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { useViewerId } from '../../hooks/use-viewer';
import { useWorkerPages } from '../../hooks/use-worker-query';
import { keptText } from '../../lib/contacts/contacts-text';
import { contactHistoryKey, contactMatchesKey } from '../../lib/contacts/query-keys';
import { AuthFlowPaths, Paths } from '../../routes';
import { ConfirmSheet } from '../../components/post/sheet';
import { SettingsLayout } from './settings-layout';
import { DatedRow, ViewMore } from './dated-list';
import './access-tool.css';

const OFFLINE_TEXT = "You're offline. This is what was uploaded as last seen here; a delete is kept and sent when you're back online.";

/**
 * /accounts/contact_history/ (001 §1), Settings → Contact syncing: the phone numbers and emails
 * the person uploaded from their contacts (001 §6 address_book/link), newest first, and Delete
 * all (address_book/unlink through the outbox: shown at once, sent when online). Offline, the
 * first page as last seen.
 */
export function ContactHistoryScreen() {
  const worker = useWorker();
  const viewerId = useViewerId();
  const client = useQueryClient();
  const online = useSnapshot((s) => s.status.online);
  const unlinking = useSnapshot((s) => s.activity.contactsUnlinking);
  const pages = useWorkerPages([...contactHistoryKey(viewerId), unlinking], (after) => worker.loadContactHistory(after), viewerId !== null);
  const [confirming, setConfirming] = useState(false);
  const first = pages.data?.pages[0];
  const items = pages.data?.pages.flatMap((p) => p.items) ?? null;
  const total = first?.total ?? 0;

  const deleteAll = () => {
    setConfirming(false);
    fire(
      worker.unlinkContacts().then(() => client.invalidateQueries({ queryKey: contactMatchesKey(viewerId) })),
      'delete uploaded contacts',
    );
  };

  return (
    <SettingsLayout title="Contact syncing" online={online} offlineText={OFFLINE_TEXT}>
      <p className="settings__hint">
        The phone numbers and emails you uploaded from your contacts to find people you know. Only you can see this list; Lumen uses it to
        suggest accounts to you. Anyone can keep their own phone number or email out of the contacts people upload:{' '}
        <Link href={AuthFlowPaths.contactOptout} className="contacts__inline-link">
          opt out of contact syncing
        </Link>
        .
      </p>
      {pages.isError ? (
        <p className="settings__error" role="alert">
          {"Couldn't load your uploaded contacts."}
        </p>
      ) : null}
      {pages.isPending ? (
        <p className="settings__hint" role="status">
          Loading…
        </p>
      ) : null}
      {first ? (
        <p className="settings__status contact-history__count" role="status">
          {unlinking ? (online ? 'Deleting your uploaded contacts…' : "Your uploaded contacts are deleted here; Lumen deletes them when you're back online.") : keptText(total)}
        </p>
      ) : null}
      {first && total > 0 ? (
        <button type="button" className="secondary-button contact-history__delete" onClick={() => setConfirming(true)}>
          Delete all
        </button>
      ) : null}
      {first && total === 0 ? (
        <Link href={Paths.explorePeopleContacts} className="text-button contact-history__connect">
          Connect contacts
        </Link>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="sessions" aria-label="Uploaded contacts">
          {items.map((c) => (
            <DatedRow key={`${c.kind}:${c.value}`} text={c.name === '' ? c.value : c.name} detail={c.name === '' ? null : c.value} time={c.uploadedAt} />
          ))}
        </ul>
      ) : null}
      <ViewMore pages={pages} />
      {confirming ? (
        <ConfirmSheet
          title="Delete all uploaded contacts?"
          text="Lumen deletes every phone number and email you uploaded from your contacts. People you follow stay as they are."
          confirm="Delete all"
          onConfirm={deleteAll}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </SettingsLayout>
  );
}
