import type { UploadView } from '../../lib/media/upload-api';
import { UploadRow } from './upload-row';

export function UploadsPanel({ id, uploads }: { id: string; uploads: readonly UploadView[] }) {
  return (
    <div className="uploads-panel" id={id} role="region" aria-label="Uploads">
      <h2 className="uploads-panel__title">Uploads</h2>
      <ul className="uploads-panel__list">
        {uploads.map((u) => (
          <UploadRow key={u.id} upload={u} />
        ))}
      </ul>
    </div>
  );
}
