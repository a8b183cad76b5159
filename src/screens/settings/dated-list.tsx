import { isoTime } from '../../lib/relative-time';
import { dateText } from '../../lib/settings/login-activity';
import './access-tool.css';

/** A row of a dated list of the settings pages (Access data, Contact syncing): what, a detail, and when. */
export function DatedRow({ text, detail, time }: { text: string; detail: string | null; time: number }) {
  return (
    <li className="sessions__item">
      <div className="sessions__text">
        <p className="sessions__device">{text}</p>
        {detail ? <p className="settings__hint">{detail}</p> : null}
      </div>
      <time className="settings__hint access-tool__time" dateTime={isoTime(time)}>
        {dateText(time)}
      </time>
    </li>
  );
}

/** "View more" under a paged list, while there is a next page. */
export function ViewMore({ pages }: { pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  if (!pages.hasNextPage) return null;
  return (
    <button type="button" className="secondary-button access-tool__more" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? 'Loading…' : 'View more'}
    </button>
  );
}
