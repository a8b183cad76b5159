import type { Database } from 'better-sqlite3';
import type { LocationsRepo, PlaceRow } from './types';

/** Places for GET /location_search/ (001 §3 Location: id, name, slug, lat, lng). */
export function sqliteLocations(db: Database): LocationsRepo {
  const byId = db.prepare<[number], PlaceRow>('SELECT id, name, slug, lat, lng, address FROM locations WHERE id = ?');
  const search = db.prepare<{ q: string; limit: number }, PlaceRow>(
    `SELECT id, name, slug, lat, lng, address FROM locations
     WHERE @q = '' OR name LIKE '%' || @q || '%' ESCAPE '\\' OR address LIKE '%' || @q || '%' ESCAPE '\\'
     ORDER BY id LIMIT @limit`,
  );
  const insert = db.prepare('INSERT INTO locations (name, slug, lat, lng, address) VALUES (@name, @slug, @lat, @lng, @address)');
  return {
    byId: (id) => byId.get(id),
    search: (query, limit) => search.all({ q: query.replace(/[\\%_]/g, (c) => `\\${c}`), limit }),
    create: (place) => {
      const info = insert.run(place);
      return { ...place, id: Number(info.lastInsertRowid) };
    },
  };
}
