import { describe, expect, it } from 'vitest';
import { contactsFoundText, keptText } from './contacts-text';

describe('contacts texts', () => {
  it('says how many contacts were checked and how many people found', () => {
    expect(contactsFoundText(1, 1)).toBe('1 contact checked: 1 person from your contacts on Lumen.');
    expect(contactsFoundText(12, 3)).toBe('12 contacts checked: 3 people from your contacts on Lumen.');
    expect(contactsFoundText(4, 0)).toBe('4 contacts checked: none of your contacts are on Lumen yet.');
    expect(contactsFoundText(0, 0)).toBe('None of the contacts you chose has a phone number or an email.');
  });

  it('counts what is kept as phone numbers and emails', () => {
    expect(keptText(0)).toBe('No contacts uploaded.');
    expect(keptText(1)).toBe('1 phone number or email uploaded from your contacts.');
    expect(keptText(14)).toBe('14 phone numbers and emails uploaded from your contacts.');
  });
});
