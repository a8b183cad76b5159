import { Link } from 'wouter';
import { Paths } from '../../routes';

/** The friendly page for a missing post or an unknown path (wording ours; spec: not shown). */
export function NotFoundScreen() {
  return (
    <main className="app-main">
      <div className="column center-state not-found">
        <h1 className="not-found__title">Sorry, this page isn't available.</h1>
        <p>
          The link you followed may be broken, or the page may have been removed.{' '}
          <Link href={Paths.home} className="link">
            Go back to Lumen.
          </Link>
        </p>
      </div>
    </main>
  );
}
