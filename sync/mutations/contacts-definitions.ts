/**
 * Added (contacts): deleting the contacts the person uploaded (001 §6 /accounts/address_book/unlink/;
 * ../api/contacts-wire.ts). A person's say over their data holds offline too: the delete is
 * durable at once, hides what was kept on this device, and is sent when the network is there.
 * A 'set' of one key: deleting twice before it is sent sends one delete.
 */
import { ContactsPath } from '../api/contacts-wire';
import type { MutationDefinition } from './definitions';

export const CONTACTS_ENTITY = 'contacts:address-book';

export const contactsDefinitions: { 'address-book-unlink': MutationDefinition<'address-book-unlink'> } = {
  'address-book-unlink': {
    toRequest: (r) => ({ method: 'POST', path: ContactsPath.unlink, mutationId: r.id }),
    entityKey: () => CONTACTS_ENTITY,
    coalesceKey: () => CONTACTS_ENTITY,
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: () => 'Delete uploaded contacts',
  },
};
