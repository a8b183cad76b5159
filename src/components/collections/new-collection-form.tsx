import { useEffect, useId, useRef, useState } from 'react';
import { useWorker } from '../../state';
import { fire } from '../../lib/fire';

/** Ours, as the server's rule (server/routes/collections.ts). */
const MAX_NAME = 50;

/**
 * Added (profile), issue 12: a collection's name and Save (the collection is made through the
 * outbox with `postIds` in it: shown at once, sent when online).
 */
export function NewCollectionForm({ postIds, onDone, onCancel }: { postIds: string[]; onDone: () => void; onCancel: () => void }) {
  const worker = useWorker();
  const [name, setName] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const trimmed = name.trim();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (trimmed === '') return;
    fire(worker.createCollection(trimmed, postIds), 'create collection');
    onDone();
  };
  return (
    <form className="collection-form" onSubmit={submit}>
      <label htmlFor={inputId} className="collection-form__label">
        Collection name
      </label>
      <input
        id={inputId}
        ref={input}
        className="collection-form__input"
        value={name}
        maxLength={MAX_NAME}
        placeholder="Collection name"
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <div className="collection-form__row">
        <button type="button" className="secondary-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="primary-button" disabled={trimmed === ''}>
          Save
        </button>
      </div>
    </form>
  );
}
