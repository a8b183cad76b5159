/** A read that failed: what could not load, and Try again (people, directory and location screens). */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="center-state" role="alert">
      <p>{text}</p>
      <button type="button" className="text-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
