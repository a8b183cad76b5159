import type { AppContext } from '../app-context';
import type { UsertagRow } from '../db/types';
import { badRequest } from '../http/errors';
import { parseId } from '../http/validate';
import type { LocationInput, UsertagsInput } from './fields';

/**
 * The configure fields that point at rows: a location is a place from GET
 * /location_search/ (its external_id), or, with a name and no id, a new place of the user's
 * own; usertags name existing users.
 */
const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'place';

export function resolveLocation(ctx: AppContext, userId: number, input: LocationInput | undefined): number | null {
  if (!input) return null;
  const raw = input.external_id ?? input.id;
  if (raw !== undefined && raw !== '') {
    const id = parseId(raw);
    const place = id === null ? undefined : ctx.repos.locations.byId(id);
    if (!place) throw badRequest('location: no such place');
    return place.id;
  }
  const name = input.name?.trim();
  if (!name) return null;
  // A new place counts against the account's places limit (http/action-limits.ts).
  ctx.actionLimits.places.take(userId);
  return ctx.repos.locations.create({ name, slug: slugOf(name), lat: input.lat ?? null, lng: input.lng ?? null, address: input.address ?? '' }).id;
}

export function resolveUsertags(ctx: AppContext, input: UsertagsInput | undefined): UsertagRow[] {
  if (!input) return [];
  const ids = input.in.map((t) => parseId(t.user_id));
  const users = ctx.repos.users.byIds(ids.filter((id): id is number => id !== null));
  return input.in.map((t, i) => {
    const user = users.get(ids[i] ?? -1);
    if (!user) throw badRequest(`usertags: no user ${t.user_id}`);
    return { position: 0, userId: user.id, x: t.position[0], y: t.position[1] };
  });
}
