import type { Database } from 'better-sqlite3';
import type { LocationsRepo, PlaceRow } from './types';

const slugOf = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Places for GET /location_search/ (001 §3 Location: id, name, slug, lat, lng). */
export function sqliteLocations(db: Database): LocationsRepo {
  const byId = db.prepare<[number], PlaceRow>('SELECT id, name, slug, lat, lng, address FROM locations WHERE id = ?');
  const search = db.prepare<{ q: string; limit: number }, PlaceRow>(
    `SELECT id, name, slug, lat, lng, address FROM locations
     WHERE @q = '' OR name LIKE '%' || @q || '%' ESCAPE '\\' OR address LIKE '%' || @q || '%' ESCAPE '\\'
     ORDER BY id LIMIT @limit`,
  );
  const bySlug = db.prepare<[string], PlaceRow>('SELECT id, name, slug, lat, lng, address FROM locations WHERE slug = ? ORDER BY id LIMIT 1');
  const country = db.prepare('INSERT OR IGNORE INTO countries (code, name, slug) VALUES (?, ?, ?)');
  const city = db.prepare('INSERT OR IGNORE INTO cities (country_code, name, slug) VALUES (?, ?, ?)');
  const setCity = db.prepare(
    'UPDATE locations SET city_id = (SELECT id FROM cities WHERE country_code = @code AND slug = @slug) WHERE id = @id',
  );
  const insert = db.prepare('INSERT INTO locations (name, slug, lat, lng, address) VALUES (@name, @slug, @lat, @lng, @address)');
  return {
    byId: (id) => byId.get(id),
    bySlug: (slug) => bySlug.get(slug),
    setArea: (id, area) => {
      const slug = slugOf(area.city);
      country.run(area.countryCode, area.country, slugOf(area.country));
      city.run(area.countryCode, area.city, slug);
      setCity.run({ id, code: area.countryCode, slug });
    },
    search: (query, limit) => search.all({ q: query.replace(/[\\%_]/g, (c) => `\\${c}`), limit }),
    create: (place) => {
      const info = insert.run(place);
      return { ...place, id: Number(info.lastInsertRowid) };
    },
  };
}
