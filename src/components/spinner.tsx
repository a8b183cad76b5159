import './spinner.css';

/** A loading indicator with a status role and an accessible label. */
export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__ring" style={{ width: size, height: size }} aria-hidden="true" />
    </div>
  );
}
