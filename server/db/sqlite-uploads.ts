import type { Database } from 'better-sqlite3';
import type { UploadEntityState, UploadRow, UploadsRepo } from './types';

interface UploadRecord {
  entity: string;
  user_id: number;
  upload_id: string;
  media_type: 1 | 2;
  entity_type: string;
  declared_length: number;
  received: number;
  params: string;
  state: UploadEntityState;
  error: string | null;
  created_at: number;
  updated_at: number;
}

const toUpload = (r: UploadRecord): UploadRow => ({
  entity: r.entity,
  userId: r.user_id,
  uploadId: r.upload_id,
  mediaType: r.media_type,
  entityType: r.entity_type,
  declaredLength: r.declared_length,
  received: r.received,
  params: r.params,
  state: r.state,
  error: r.error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Entities being received by the rupload routes (one row per file). */
export function sqliteUploads(db: Database): UploadsRepo {
  const byEntity = db.prepare<[string], UploadRecord>('SELECT * FROM uploads WHERE entity = ?');
  const byUploadId = db.prepare<[string], UploadRecord>('SELECT * FROM uploads WHERE upload_id = ? ORDER BY created_at, entity');
  const insert = db.prepare(
    `INSERT INTO uploads (entity, user_id, upload_id, media_type, entity_type, declared_length,
       received, params, state, error, created_at, updated_at)
     VALUES (@entity, @userId, @uploadId, @mediaType, @entityType, @declaredLength,
       0, @params, 'receiving', NULL, @createdAt, @createdAt)`,
  );
  const setReceived = db.prepare('UPDATE uploads SET received = ?, updated_at = ? WHERE entity = ?');
  const setState = db.prepare('UPDATE uploads SET state = ?, error = ?, updated_at = ? WHERE entity = ?');
  const stale = db.prepare<[string, number], UploadRecord>(
    'SELECT * FROM uploads WHERE state IN (SELECT value FROM json_each(?)) AND updated_at < ?',
  );
  const remove = db.prepare('DELETE FROM uploads WHERE entity = ?');
  return {
    byEntity: (entity) => {
      const r = byEntity.get(entity);
      return r && toUpload(r);
    },
    byUploadId: (uploadId) => byUploadId.all(uploadId).map(toUpload),
    create: (u) => {
      insert.run(u);
      const r = byEntity.get(u.entity);
      if (!r) throw new Error('upload insert lost');
      return toUpload(r);
    },
    setReceived: (entity, received, now) => {
      setReceived.run(received, now, entity);
    },
    setState: (entity, state, error, now) => {
      setState.run(state, error, now, entity);
    },
    staleSince: (states, before) => stale.all(JSON.stringify(states), before).map(toUpload),
    delete: (entity) => {
      remove.run(entity);
    },
  };
}
