/**
 * Added (contacts): the Contact Picker API (`navigator.contacts`, Chrome on Android): the
 * person chooses which contacts to share, in the browser's own sheet; the page never reads the
 * address book itself. Absent elsewhere (desktop browsers), where the page says so.
 */
import type { PickedContact } from '../../../worker/contacts/picked-contacts';

type ContactProperty = 'name' | 'tel' | 'email' | 'address' | 'icon';

interface ContactsManager {
  getProperties(): Promise<ContactProperty[]>;
  select(properties: ContactProperty[], options?: { multiple?: boolean }): Promise<PickedContact[]>;
}

const WANTED: readonly ContactProperty[] = ['name', 'tel', 'email'];

function manager(): ContactsManager | null {
  const contacts = (navigator as Navigator & { contacts?: Partial<ContactsManager> }).contacts;
  return contacts && typeof contacts.select === 'function' && typeof contacts.getProperties === 'function' ? (contacts as ContactsManager) : null;
}

export const canPickContacts = (): boolean => typeof navigator !== 'undefined' && manager() !== null;

/**
 * Opens the browser's contact sheet (call it from a tap: the API needs a user activation).
 * Answers the contacts chosen, [] when the person closed the sheet without choosing.
 */
export async function pickContacts(): Promise<PickedContact[]> {
  const m = manager();
  if (!m) throw new Error('This browser cannot share contacts.');
  const supported = await m.getProperties();
  const properties = WANTED.filter((p) => supported.includes(p));
  if (!properties.includes('tel') && !properties.includes('email')) throw new Error('This browser cannot share phone numbers or emails.');
  return m.select(properties, { multiple: true });
}
