import { useEffect, useId, useRef, useState } from 'react';

/** Ours, as the server's rule (server/routes/collections.ts). */
export const MAX_COLLECTION_NAME = 50;

/**
 * A collection's name and Save (issue 12): making one (new-collection-form.tsx) and, added
 * (people), renaming one. Save is off while the name is empty or unchanged.
 */
export function CollectionNameForm({ initial = '', onSave, onCancel }: { initial?: string; onSave: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(initial);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const trimmed = name.trim();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (trimmed === '' || trimmed === initial.trim()) return;
    onSave(trimmed);
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
        maxLength={MAX_COLLECTION_NAME}
        placeholder="Collection name"
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <div className="collection-form__row">
        <button type="button" className="secondary-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="primary-button" disabled={trimmed === '' || trimmed === initial.trim()}>
          Save
        </button>
      </div>
    </form>
  );
}
