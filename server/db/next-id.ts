/**
 * The id a new row of these tables takes: one above the highest ever given (migration 011), so
 * a deleted row's id is never given again (SQLite's own choice is the largest id now + 1); highlights: migration 018.
 */
export type HighWaterTable = 'posts' | 'comments' | 'collections' | 'highlights';

export const NEXT_ID = (table: HighWaterTable): string => `(SELECT id + 1 FROM id_high_water WHERE tbl = '${table}')`;
