import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { Paths } from '../../routes';
import { fire } from '../../lib/fire';
import { DraftList } from './draft-list';
import { useIgtvDrafts } from './use-igtv-drafts';
import '../create/create.css';
import './tv.css';

/** /tv/drafts (001 §2): the viewer's long-video drafts. */
export function TvDraftsScreen() {
  const online = useSnapshot((s) => s.status.online);
  const { query: drafts, uploading } = useIgtvDrafts(online);
  return (
    <main className="app-main">
      <div className="column create">
        <div className="create__bar">
          <h1 className="create__title">Drafts</h1>
          <Link href={Paths.tvUpload} className="text-button">
            Upload a long video
          </Link>
        </div>
        {uploading > 0 ? <p className="muted">{uploading === 1 ? 'A long video is still uploading; see Uploads at the top.' : `${uploading} long videos are still uploading; see Uploads at the top.`}</p> : null}
        {drafts.data ? (
          drafts.data.length > 0 ? (
            <DraftList drafts={drafts.data} />
          ) : (
            <p className="muted">No drafts yet. Save a long video as a draft to finish it later.</p>
          )
        ) : !online ? (
          <p className="muted">Your drafts will show when you're back online.</p>
        ) : drafts.isError ? (
          <div className="create__alert" role="alert">
            <p>Couldn't load your drafts.</p>
            <button type="button" className="text-button" onClick={() => fire(drafts.refetch(), 'reload drafts')}>
              Try again
            </button>
          </div>
        ) : (
          <p className="muted" role="status">
            Loading drafts…
          </p>
        )}
      </div>
    </main>
  );
}
