import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DESKTOP, useMediaQuery } from '../../hooks/use-media-query';
import { useFirstScreenSnapshot } from '../../lib/first-screen/use-first-screen-snapshot';
import type { FirstScreenPageName } from '../../../sw/first-screen';
import { Paths } from '../../routes';
import { ThreadList } from './thread-list';
import { useDirectEligible } from './use-direct';
import './direct.css';

/**
 * The frame of the /direct/ pages: on desktop two panes, the list left and the page right; on a
 * phone one pane, the list pages show the list and the others their page. 001 §1: a viewer not
 * eligible for direct messages gets a note instead. `firstScreen`: the page keeps its first
 * screen for the next start offline (the inbox: sw/first-screen.ts FIRST_SCREEN_PAGES).
 */
export function DirectFrame({
  list,
  activeId = null,
  firstScreen = null,
  children,
}: {
  list: 'inbox' | 'requests' | null;
  activeId?: string | null;
  firstScreen?: FirstScreenPageName | null;
  children?: ReactNode;
}) {
  const desktop = useMediaQuery(DESKTOP);
  const eligible = useDirectEligible();
  const main = useRef<HTMLElement>(null);
  useFirstScreenSnapshot(main, firstScreen);
  if (!eligible) {
    return (
      <main className="app-main">
        <div className="center-state">
          <p>{"Direct messages aren't available on this device."}</p>
          <Link href={Paths.home} className="text-button">
            Go home
          </Link>
        </div>
      </main>
    );
  }
  const showList = list !== null && (desktop || children === undefined);
  const box = list ?? 'inbox';
  return (
    <main ref={main} className="app-main direct">
      <div className={`direct__frame${desktop ? ' direct__frame--two' : ''}`}>
        {desktop || showList ? (
          <aside className="direct__list-pane" aria-label="Conversations">
            <ThreadList box={box} activeId={activeId} />
          </aside>
        ) : null}
        {children !== undefined ? <section className="direct__detail-pane">{children}</section> : null}
        {children === undefined && desktop ? (
          <section className="direct__detail-pane direct__empty">
            <EmptyPane />
          </section>
        ) : null}
      </div>
    </main>
  );
}

function EmptyPane() {
  return (
    <div className="center-state">
      <p className="direct__empty-title">Your messages</p>
      <p className="muted">Send private photos and messages to a friend or group.</p>
      <Link href={Paths.directNew} className="primary-button button-link">
        Send message
      </Link>
    </div>
  );
}
