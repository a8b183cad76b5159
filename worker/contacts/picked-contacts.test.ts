import { describe, expect, it } from 'vitest';
import { ContactLimits } from '../../sync/api/contacts-wire';
import { toWireContact, uploadBatches } from './picked-contacts';

describe('picked contacts → link calls', () => {
  it('keeps the first non-empty name, trimmed, and each phone number and email once', () => {
    expect(toWireContact({ name: ['', '  Ana   María  '], tel: ['+1 (555) 010-2000', '+15550102000', ' '], email: ['Ana@Example.com', 'ana@example.com'] })).toEqual({
      name: 'Ana María',
      phone_numbers: ['+1 (555) 010-2000'],
      email_addresses: ['Ana@Example.com'],
    });
  });

  it('leaves out a contact with neither a phone number nor an email', () => {
    expect(toWireContact({ name: ['Nobody'] })).toBeNull();
    expect(toWireContact({ name: ['Nobody'], tel: [''], email: ['   '] })).toBeNull();
  });

  it('keeps at most the limit of points a contact, and cuts a long name', () => {
    const tel = Array.from({ length: ContactLimits.pointsPerContact + 5 }, (_, i) => `+1555000${String(1000 + i)}`);
    const c = toWireContact({ name: ['x'.repeat(500)], tel });
    expect(c?.phone_numbers).toHaveLength(ContactLimits.pointsPerContact);
    expect(c?.name).toHaveLength(ContactLimits.nameLength);
  });

  it('splits a large pick into calls of at most the upload limit, in order', () => {
    const picked = Array.from({ length: ContactLimits.perUpload * 2 + 3 }, (_, i) => ({ name: [`P${String(i)}`], email: [`p${String(i)}@example.com`] }));
    const batches = uploadBatches([{ name: ['empty'] }, ...picked]);
    expect(batches.map((b) => b.length)).toEqual([ContactLimits.perUpload, ContactLimits.perUpload, 3]);
    expect(batches[0]?.[0]?.name).toBe('P0');
    expect(batches[2]?.[2]?.name).toBe(`P${String(ContactLimits.perUpload * 2 + 2)}`);
  });

  it('makes no call for an empty pick', () => {
    expect(uploadBatches([])).toEqual([]);
  });
});
