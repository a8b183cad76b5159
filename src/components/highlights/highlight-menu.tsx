import { useEffect, useState } from 'react';
import { isClientId } from '../../../sync';
import { fire } from '../../lib/fire';
import { useSnapshot, useWorker } from '../../state';
import { ConfirmSheet, Sheet } from '../post/sheet';
import { EditHighlightForm } from './edit-highlight-form';

type Open = 'closed' | 'menu' | 'edit' | 'delete';

/**
 * Added (highlights): the owner's menu in the viewer of their highlight: Edit highlight (its
 * title, stories taken out) and Delete highlight (confirmed). Both through the outbox: shown at
 * once, sent when online. A highlight still being made waits for the server before either.
 */
export function HighlightMenu({ reelId, onOpenChange, onEdited, onDeleted }: {
  reelId: string;
  onOpenChange: (open: boolean) => void;
  onEdited: () => void;
  onDeleted: () => void;
}) {
  const worker = useWorker();
  const highlight = useSnapshot((s) => s.stories.reels[reelId]?.highlight);
  const [open, setOpen] = useState<Open>('closed');
  useEffect(() => onOpenChange(open !== 'closed'), [open, onOpenChange]);
  if (!highlight) return null;
  const making = isClientId(highlight.highlightReelId);
  const close = () => setOpen('closed');
  return (
    <>
      <button type="button" className="story-player__icon" aria-label="Highlight options" aria-haspopup="dialog" onClick={() => setOpen('menu')}>
        ⋯
      </button>
      {open === 'menu' ? (
        <Sheet label="Highlight options" onClose={close}>
          {making ? <p className="sheet__text muted">This highlight is still being made.</p> : null}
          <button type="button" className="sheet__item" disabled={making} onClick={() => setOpen('edit')}>
            Edit highlight
          </button>
          <button type="button" className="sheet__item sheet__item--danger" disabled={making} onClick={() => setOpen('delete')}>
            Delete highlight
          </button>
          <button type="button" className="sheet__item" onClick={close}>
            Cancel
          </button>
        </Sheet>
      ) : null}
      {open === 'edit' ? (
        <Sheet label="Edit highlight" title="Edit highlight" onClose={close}>
          <EditHighlightForm
            reelId={reelId}
            onCancel={close}
            onDone={() => {
              close();
              onEdited();
            }}
          />
        </Sheet>
      ) : null}
      {open === 'delete' ? (
        <ConfirmSheet
          title="Delete highlight?"
          text={`“${highlight.title}” will be removed from your profile. Its stories stay in your archive.`}
          confirm="Delete"
          onClose={close}
          onConfirm={() => {
            close();
            fire(worker.deleteHighlight(highlight.highlightReelId), 'delete highlight');
            onDeleted();
          }}
        />
      ) : null}
    </>
  );
}
