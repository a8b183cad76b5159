import { useCallback, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { CountedField } from '../../components/uploads/counted-field';
import { DEFAULT_TAG_POINT } from '../../lib/media/tag-point';
import { TextLimit } from '../../lib/media/text-limit';
import { Paths } from '../../routes';
import { useCompose } from './compose-store';
import { CreateAlert } from './create-alert';
import { feedComposeInput } from './feed-compose-input';
import { LocationField } from './location-field';
import { PeopleField } from './people-field';
import { TagCanvas } from './tag-canvas';
import { useShare } from './use-share';
import './create.css';

/** Step 2 of a post: caption, alt text, location, tags; Share hands it to the upload engine. */
export function CreateDetailsScreen() {
  const [compose, dispatch] = useCompose();
  const [, navigate] = useLocation();
  const [point, setPoint] = useState<{ x: number; y: number } | null>(null);
  const done = useCallback(() => {
    navigate(Paths.home);
    dispatch({ type: 'compose-reset' });
  }, [dispatch, navigate]);
  const { share, sharing, error } = useShare(done);
  const first = compose.media[0];
  if (!first) return <Redirect to={Paths.createStyle} replace />;

  return (
    <main className="app-main">
      <div className="column create">
        <div className="create__bar">
          <Link href={Paths.createStyle} className="text-button create__back">
            Back
          </Link>
          <h1 className="create__title">New post</h1>
          <button type="button" className="primary-button" disabled={sharing} onClick={() => share(feedComposeInput(compose))}>
            {sharing ? 'Sharing…' : 'Share'}
          </button>
        </div>
        <CreateAlert error={error} />
        <TagCanvas
          media={first}
          ratio={compose.ratio}
          pan={compose.pan}
          usertags={compose.usertags}
          point={point}
          onPoint={setPoint}
          onRemove={(userId) => dispatch({ type: 'usertag-removed', userId })}
        />
        <p className="muted create__note">
          {compose.media.length > 1 ? `${compose.media.length} items in this post; tags go on the first. ` : ''}Tap where someone is, then choose them under Tag people.
        </p>
        <div className="create__fields">
          <CountedField label="Caption" value={compose.caption} max={TextLimit.caption} multiline placeholder="Write a caption…" onValue={(text) => dispatch({ type: 'caption-changed', text })} />
          <PeopleField
            tagged={compose.usertags}
            onTag={(person) => {
              const at = point ?? DEFAULT_TAG_POINT;
              dispatch({ type: 'usertag-added', tag: { userId: person.id, username: person.username, x: at.x, y: at.y } });
              setPoint(null);
            }}
          />
          <LocationField location={compose.location} onLocation={(location) => dispatch({ type: 'location-chosen', location })} />
          <CountedField
            label="Write alt text"
            value={compose.altText}
            max={TextLimit.altText}
            multiline
            rows={2}
            hint="Alt text describes your photos for people with visual impairments."
            onValue={(text) => dispatch({ type: 'alt-text-changed', text })}
          />
        </div>
      </div>
    </main>
  );
}
