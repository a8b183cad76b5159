import './boot-screen.css';

/** Shown while the client starts (worker, cache restore), or when it could not start. */
export function BootScreen({ failed = false }: { failed?: boolean }) {
  return (
    <main className="boot" aria-busy={!failed}>
      <h1 className="boot__logo">Lumen</h1>
      {failed ? (
        <div className="boot__failed" role="alert">
          <p>Lumen couldn't start in this browser.</p>
          <button type="button" className="primary-button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      ) : (
        <p className="visually-hidden" role="status">
          Loading…
        </p>
      )}
    </main>
  );
}
