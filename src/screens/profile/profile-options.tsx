import { useState } from 'react';
import { useWorker } from '../../state';
import { useDisclosure } from '../../hooks/use-disclosure';
import { Icon } from '../../icons/icon';
import { useRelationship } from '../../components/people/use-relationship';
import { fire } from '../../lib/fire';
import '../../components/shell/account-menu.css';
import { openReport } from '../../components/reports/report-host';

/** "…" on another person's profile: Block (after a confirmation) or Unblock (001 §4 Relationships), Report (added, reports: 001 §7 /users/{id}/report/), Copy profile link. */
export function ProfileOptions({ userId, username }: { userId: string; username: string }) {
  const worker = useWorker();
  const { open, toggle, root, panelId } = useDisclosure();
  const rel = useRelationship(userId);
  const [confirming, setConfirming] = useState(false);
  const done = () => {
    setConfirming(false);
    toggle();
  };
  const copy = () => {
    fire(navigator.clipboard?.writeText(window.location.href) ?? Promise.resolve(), 'copy link');
    fire(worker.showToast('Link copied.'), 'toast');
    done();
  };
  return (
    <div className="account-menu profile__options" ref={root}>
      <button type="button" className="icon-button" aria-label={`Options for ${username}`} aria-expanded={open} aria-controls={panelId} onClick={() => (setConfirming(false), toggle())}>
        <Icon>
          <circle cx="5" cy="12" r="1" />
          <circle cx="12" cy="12" r="1" />
          <circle cx="19" cy="12" r="1" />
        </Icon>
      </button>
      {open ? (
        <div id={panelId} className="account-menu__panel">
          {rel.blocked ? (
            <button type="button" className="account-menu__item" onClick={() => (fire(worker.unblockUser(userId), 'unblock'), done())}>
              Unblock
            </button>
          ) : confirming ? (
            <>
              <p className="account-menu__who">{`Block ${username}? They won't be able to find your profile or posts. They won't be told.`}</p>
              <button type="button" className="account-menu__item profile__danger" onClick={() => (fire(worker.blockUser(userId), 'block'), done())}>
                {`Block ${username}`}
              </button>
              <button type="button" className="account-menu__item" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" className="account-menu__item profile__danger" onClick={() => setConfirming(true)}>
              Block
            </button>
          )}
          {rel.blocked || confirming ? null : (
            <button type="button" className="account-menu__item profile__danger" onClick={() => (done(), openReport({ kind: 'user', ownerId: userId }))}>
              Report
            </button>
          )}
          <button type="button" className="account-menu__item" onClick={copy}>
            Copy profile link
          </button>
        </div>
      ) : null}
    </div>
  );
}
