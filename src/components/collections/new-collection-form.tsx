import { useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { CollectionNameForm } from './collection-name-form';

/**
 * Added (profile), issue 12: a collection's name and Save (the collection is made through the
 * outbox with `postIds` in it: shown at once, sent when online).
 */
export function NewCollectionForm({ postIds, onDone, onCancel }: { postIds: string[]; onDone: () => void; onCancel: () => void }) {
  const worker = useWorker();
  return (
    <CollectionNameForm
      onCancel={onCancel}
      onSave={(name) => {
        fire(worker.createCollection(name, postIds), 'create collection');
        onDone();
      }}
    />
  );
}
