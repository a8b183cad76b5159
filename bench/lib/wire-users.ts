/**
 * Users for the bench cache: the demo people of fixtures/seed plus made-up followees, as the
 * wire sends them (001 §3 User). Deterministic (seeded PRNG).
 */
import type { WireUser } from '../../sync/api/wire';
import { PEOPLE } from '../../fixtures/seed/people';
import type { Rng } from '../../fixtures/seed/prng';

const FIRST = ['ana', 'ben', 'chloe', 'dev', 'eli', 'farah', 'gus', 'hana', 'ivan', 'jade', 'kofi', 'lena', 'milo', 'nora', 'omar', 'pia'] as const;
const LAST = ['silva', 'ng', 'berg', 'okoro', 'kim', 'rossi', 'haddad', 'lund', 'patel', 'weber', 'sato', 'costa'] as const;

export function wireUsers(rng: Rng, count: number): WireUser[] {
  const users: WireUser[] = PEOPLE.map((p, i) => ({
    id: String(1_000 + i),
    username: p.username,
    full_name: p.fullName,
    profile_pic_url: `/media/avatar-${p.username}-150.jpg`,
    is_private: p.isPrivate,
    is_verified: p.isVerified,
  }));
  for (let i = users.length; i < count; i++) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    users.push({
      id: String(1_000 + i),
      username: `${first}.${last}${i}`,
      full_name: `${first[0]?.toUpperCase()}${first.slice(1)} ${last[0]?.toUpperCase()}${last.slice(1)}`,
      profile_pic_url: `/media/avatar-${first}${i}-150.jpg`,
      is_private: rng.chance(0.1),
      is_verified: rng.chance(0.05),
    });
  }
  return users;
}
