/** Added (contacts): the words of the contacts pages. */

const count = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one}` : `${String(n)} ${many}`);

/** After an upload: how many contacts were checked and how many accounts found. */
export function contactsFoundText(picked: number, found: number): string {
  if (picked === 0) return 'None of the contacts you chose has a phone number or an email.';
  const checked = `${count(picked, 'contact', 'contacts')} checked`;
  return found === 0 ? `${checked}: none of your contacts are on Lumen yet.` : `${checked}: ${count(found, 'person', 'people')} from your contacts on Lumen.`;
}

/** The count of what is kept (phone numbers and emails, not people: one contact may have several). */
export function keptText(total: number): string {
  return total === 0 ? 'No contacts uploaded.' : `${count(total, 'phone number or email', 'phone numbers and emails')} uploaded from your contacts.`;
}
