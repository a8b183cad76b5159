import { Spinner } from '../../components/spinner';

export type ViewerStatus = 'opening' | 'playing' | 'none' | 'failed';

/** Added (highlights): what the viewer shows while it opens, or when there is nothing to play (stories' and highlights' viewers). */
export function ViewerMessage({ status, what, onClose }: { status: ViewerStatus; what: 'story' | 'highlight'; onClose: () => void }) {
  if (status === 'opening') {
    return (
      <div className="story-viewer__message">
        <Spinner label={`Loading ${what}`} size={32} />
      </div>
    );
  }
  if (status === 'playing') return null;
  return (
    <div className="story-viewer__message">
      <p>{status === 'none' ? `This ${what} is no longer available.` : `Couldn't load this ${what}.`}</p>
      <button type="button" className="story-viewer__back" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
