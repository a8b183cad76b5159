import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UploadPath } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import type { PlaceRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { parseInput } from '../http/validate';

/**
 * GET /location_search/?latitude=&longitude=&search_query= (001 §7 Creation and upload) →
 * {status:'ok', venues:[{external_id, name, address, lat, lng}]}: places whose name or
 * address contains the query, nearest first when a position is given (else by name), at
 * most 20 (our choice). external_id is what configure's location {id} takes.
 */
export const VENUES_SHOWN = 20;

const optionalNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().min(min).max(max).optional());

const Query = z.object({
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  search_query: z.string().max(100).optional(),
});

export interface WireVenue {
  external_id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

/** Squared distance on an equirectangular projection: enough to rank nearby places. */
function distance(p: PlaceRow, lat: number, lng: number): number {
  if (p.lat === null || p.lng === null) return Number.POSITIVE_INFINITY;
  const dx = (p.lng - lng) * Math.cos(((p.lat + lat) / 2) * (Math.PI / 180));
  const dy = p.lat - lat;
  return dx * dx + dy * dy;
}

export function locationSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(UploadPath.locationSearch, async (req) => {
    requireViewer(req);
    const q = parseInput(Query, req.query, 'query');
    const found = ctx.repos.locations.search((q.search_query ?? '').trim(), 1000);
    const { latitude: lat, longitude: lng } = q;
    const ranked =
      lat !== undefined && lng !== undefined
        ? [...found].sort((a, b) => distance(a, lat, lng) - distance(b, lat, lng))
        : [...found].sort((a, b) => a.name.localeCompare(b.name));
    const venues: WireVenue[] = ranked.slice(0, VENUES_SHOWN).map((p) => ({
      external_id: String(p.id),
      name: p.name,
      address: p.address,
      lat: p.lat,
      lng: p.lng,
    }));
    return { status: 'ok', venues };
  });
}
