import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { MoreIcon } from '../../icons/more-icon';
import { profilePath } from '../../routes';
import { ConfirmSheet, Sheet } from '../post/sheet';
import { CollectionNameForm } from './collection-name-form';
import './collections.css';

type Step = 'closed' | 'menu' | 'rename' | 'confirm-delete';

/**
 * Added (people), issue 12: the "…" of a collection, its owner's only: Rename, Remove posts
 * (each tile then shows a remove button), Delete (after a confirmation; its posts stay in
 * Saved). Each goes through the outbox as a named mutation: shown at once, offline too, sent
 * once when online.
 */
export function CollectionOptions({ collectionId, name, username, removing, onRemoving }: {
  collectionId: string;
  name: string;
  username: string;
  removing: boolean;
  onRemoving: (on: boolean) => void;
}) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('closed');
  const close = useCallback(() => setStep('closed'), []);
  const rename = (next: string) => {
    fire(worker.renameCollection(collectionId, next), 'rename collection');
    close();
  };
  const remove = () => {
    fire(worker.deleteCollection(collectionId), 'delete collection');
    close();
    navigate(`${profilePath(username)}saved/`);
  };
  return (
    <>
      {removing ? (
        <button type="button" className="text-button collection-options__done" onClick={() => onRemoving(false)}>
          Done
        </button>
      ) : (
        <button type="button" className="icon-button" aria-label={`Options for collection ${name}`} aria-haspopup="dialog" onClick={() => setStep('menu')}>
          <MoreIcon />
        </button>
      )}
      {step === 'menu' ? (
        <Sheet label="Collection options" onClose={close}>
          <button type="button" className="sheet__item" onClick={() => setStep('rename')}>
            Rename collection
          </button>
          <button type="button" className="sheet__item" onClick={() => (onRemoving(true), close())}>
            Remove posts
          </button>
          <button type="button" className="sheet__item sheet__item--danger" onClick={() => setStep('confirm-delete')}>
            Delete collection
          </button>
          <button type="button" className="sheet__item" onClick={close}>
            Cancel
          </button>
        </Sheet>
      ) : step === 'rename' ? (
        <Sheet label="Rename collection" title="Rename collection" onClose={close}>
          <CollectionNameForm initial={name} onSave={rename} onCancel={close} />
        </Sheet>
      ) : step === 'confirm-delete' ? (
        <ConfirmSheet title="Delete collection?" text={`Delete “${name}”? Its posts stay in Saved.`} confirm="Delete" onConfirm={remove} onClose={close} />
      ) : null}
    </>
  );
}
