import { DEMO_USER } from '../../fixtures/seed/people';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { contactPoints } from '../contacts/contact-points';
import type { ContactInput } from '../contacts/contact-points';

const DAY = 24 * 60 * 60;

/**
 * Added (contacts): the contacts demo "uploaded", so that Contact syncing (001 §1
 * /accounts/contact_history/, §2 /explore/people/contacts/) and the suggestions have life on a
 * first start. Written as the phone gave them (spaces, brackets, mixed case) and kept through
 * the same normalisation as an upload. Five belong to seeded people demo does not follow (the
 * contacts page offers Follow; emails are the seed's `<username without . and _>@example.com`),
 * one to someone demo follows; the rest are people without an account. The five are people who
 * follow demo (theo.laurent, emma.johansson and mei.lin by the seed's word): their suggestion
 * cards would say "Follows you" anyway, so the suggestions keep their "Followed by …" ones
 * (tests/server/demo-seed.test.ts). `daysAgo` from the first start: an older and a recent pick.
 */
export const DEMO_CONTACTS: readonly { daysAgo: number; contacts: readonly ContactInput[] }[] = [
  {
    daysAgo: 40,
    contacts: [
      { name: 'Théo (cycling club)', email_addresses: ['TheoLaurent@example.com'] },
      { name: 'Emma J.', email_addresses: ['emmajohansson@Example.com'], phone_numbers: ['+46 70 123 45 67'] },
      { name: 'Maya Chen', email_addresses: ['mayachen@example.com'] },
      { name: 'Mom', phone_numbers: ['+44 7700 900123'] },
      { name: 'Dr. Alvarez (dentist)', phone_numbers: ['(212) 555-0187'] },
      { name: 'Aunt Rosa', phone_numbers: ['+34 612 345 678'] },
      { name: 'Jamie Lee', phone_numbers: ['+1 415 555 0199'], email_addresses: ['jamie.lee@example.org'] },
    ],
  },
  {
    daysAgo: 3,
    contacts: [
      { name: 'Ben from the roastery', email_addresses: ['bencarter@example.com'], phone_numbers: ['+1 718 555 0143'] },
      { name: 'Mei Lin', email_addresses: ['meilin@example.com'] },
      { name: 'Camila Reyes', email_addresses: ['camilareyes@example.com'] },
      { name: 'Tom Becker', email_addresses: ['tom.becker@example.net'] },
      { name: 'Kai Nakamura', phone_numbers: ['+81 90-1234-5678'], email_addresses: ['kai.n@example.org'] },
    ],
  },
];

/** The idempotency record that marks the contacts as written (once per database: an unlink stays). */
export const DEMO_CONTACTS_SEED_ID = 'seed-demo-address-book-v1';

export function seedDemoAddressBook(ctx: AppContext): boolean {
  const { repos } = ctx;
  const demo = repos.users.byUsername(DEMO_USER);
  if (!demo || repos.mutations.find(DEMO_CONTACTS_SEED_ID)) return false;
  const now = nowSeconds(ctx);
  repos.transaction(() => {
    for (const pick of DEMO_CONTACTS) repos.addressBook.upsert(demo.id, contactPoints(pick.contacts).points, now - pick.daysAgo * DAY);
    repos.mutations.record({ mutationId: DEMO_CONTACTS_SEED_ID, userId: demo.id, route: 'SEED address-book', status: 200, response: '{}' }, now);
  });
  return true;
}
