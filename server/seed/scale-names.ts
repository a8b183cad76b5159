import type { Rng } from '../../fixtures/seed/prng';

/**
 * Names of the scale generator's accounts (./scale-data.ts): first and last names from many
 * places, usernames `first.last`, then `first.last2`, `first_last3`… so that every prefix a
 * person types matches many accounts, as at size.
 */
export const FIRST_NAMES = [
  'Maria', 'James', 'Aisha', 'Wei', 'Sofia', 'Liam', 'Yuki', 'Omar', 'Ana', 'Noah', 'Priya', 'Lucas', 'Fatima', 'Mateo', 'Hana',
  'Elena', 'Kwame', 'Chloe', 'Arjun', 'Ines', 'Jonas', 'Mei', 'Diego', 'Sara', 'Ravi', 'Lena', 'Marco', 'Nadia', 'Ben', 'Camila',
  'Grace', 'Felix', 'Luca', 'Emma', 'Samir', 'Julia', 'Theo', 'Nina', 'Ahmed', 'Zoe', 'Tomas', 'Amara', 'Kenji', 'Olivia', 'Isla',
  'Mohammed', 'Chen', 'Leila', 'Pedro', 'Anna', 'David', 'Fatou', 'Hiro', 'Ivan', 'Jin', 'Kofi', 'Lara', 'Mina', 'Nour', 'Oscar',
] as const;

export const LAST_NAMES = [
  'Silva', 'Smith', 'Bello', 'Zhang', 'Martins', 'Oconnor', 'Sato', 'Haddad', 'Costa', 'Fischer', 'Sharma', 'Moreau', 'Zahra',
  'Garcia', 'Kim', 'Petrova', 'Mensah', 'Dubois', 'Mehta', 'Novak', 'Berg', 'Lin', 'Alvarez', 'Lindqvist', 'Patel', 'Wagner',
  'Rossi', 'Karim', 'Carter', 'Reyes', 'Adeyemi', 'Hartmann', 'Bianchi', 'Johansson', 'Benali', 'Santos', 'Laurent', 'Popescu',
  'Farouk', 'Wright', 'Okafor', 'Takeda', 'Brooks', 'Mcgregor', 'Nguyen', 'Kowalski', 'Ivanova', 'Yilmaz', 'Hassan', 'Tanaka',
  'Diallo', 'Muller', 'Andersen', 'Lopez', 'Park', 'Khan', 'Ali', 'Suzuki', 'Cohen', 'Osei',
] as const;

export interface ScaleName {
  username: string;
  fullName: string;
}

/** A name maker: each call gives the next account's name, usernames never repeating. */
export function nameMaker(rng: Rng): () => ScaleName {
  const used = new Map<string, number>();
  return () => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const base = `${first}.${last}`.toLowerCase();
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const username = n === 1 ? base : `${n % 3 === 0 ? base.replace('.', '_') : base}${n}`;
    return { username, fullName: `${first} ${last}` };
  };
}

/**
 * An id in 1..n, skewed toward small ids by `power` (> 1): a few accounts are followed by many,
 * most by few, as in a real graph.
 */
export const skewedId = (rng: Rng, n: number, power: number): number => 1 + Math.min(n - 1, Math.floor(n * rng.next() ** power));

/** `total` split over `parts` as evenly as whole numbers allow (the first ones get the remainder). */
export function spread(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}
