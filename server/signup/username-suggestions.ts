import { USERNAME_PATTERN } from './validate-signup';
import { isReservedUsername } from '../../sync/api/reserved-usernames';

/**
 * Username suggestions (000 §3 username_suggestions), derived from the email's local part,
 * the entered name and the entered username; none of them taken. Our choice: up to 5, plain
 * forms first, then forms with a short number. Randomness is injected.
 */
export interface SuggestionInput {
  email: string;
  firstName: string;
  username: string;
}

const clean = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._]+/g, '')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 24);

export function suggestionBases({ email, firstName, username }: SuggestionInput): string[] {
  const words = firstName.toLowerCase().split(/\s+/).map(clean).filter(Boolean);
  const bases = [
    clean(username),
    clean(email.split('@')[0] ?? ''),
    words.join('.'),
    words.join('_'),
    words.join(''),
    words.length > 1 ? `${words[0]}${words.at(-1)?.[0] ?? ''}` : '',
  ];
  return [...new Set(bases.filter((b) => b.length >= 2 && USERNAME_PATTERN.test(b)))];
}

export function suggestUsernames(
  input: SuggestionInput,
  takenOf: (candidates: string[]) => Set<string>,
  random: () => number,
  count = 5,
): string[] {
  const bases = suggestionBases(input);
  if (bases.length === 0) bases.push('lumen.user');
  const candidates = [...bases];
  for (let round = 0; round < 4; round++) {
    for (const base of bases) {
      const digits = round < 2 ? 2 : 4;
      const n = Math.floor(random() * 10 ** digits);
      candidates.push(`${base}${round % 2 === 0 ? '' : '_'}${String(n).padStart(digits, '0')}`);
    }
  }
  const valid = [...new Set(candidates.filter((c) => USERNAME_PATTERN.test(c) && !isReservedUsername(c)))];
  const taken = takenOf(valid);
  return valid.filter((c) => !taken.has(c)).slice(0, count);
}
