import { useCallback, useState } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { Icon } from '../../icons/icon';
import { confirmNote, doneStep, isConfirm, reasonSummary, reasonsShown, reportFlow, startReport, stepTitle } from '../../lib/reports/report-flow';
import type { FollowUp, ReportEvent, ReportFlow } from '../../lib/reports/report-flow';
import { useRelationship } from '../people/use-relationship';
import { Sheet } from '../post/sheet';
import type { ReportTarget } from './report-host';
import './report-sheet.css';

/**
 * Added (reports): the report sheet (001 §4 Reports): the flow's steps (../../lib/reports/report-flow.ts),
 * a bottom sheet on a phone and a centred dialog on a wider screen (report-sheet.css). Submit puts
 * the report in the outbox (offline too: it is sent later) and shows "Thanks for letting us know"
 * with Unfollow and Block offered (the existing follow and block mutations); after an account
 * reported as hacked they follow Done (in bold), not in red (`doneStep`).
 */
export function ReportSheet({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const worker = useWorker();
  const [flow, setFlow] = useState<ReportFlow>(() => startReport(target.kind));
  const online = useSnapshot((s) => s.status.online);
  const username = useSnapshot((s) => s.users.users[target.ownerId]?.username ?? '');
  const rel = useRelationship(target.ownerId);
  const send = useCallback((event: ReportEvent) => {
    const next = reportFlow(flow, event);
    if (next === null) onClose();
    else setFlow(next);
  }, [flow, onClose]);

  const submit = () => {
    const reasonId = flow.reasonId;
    if (reasonId === null) return;
    fire(sendReport(worker, target, reasonId, flow.hideFromFeed), 'report');
    send({ type: 'submit' });
  };
  const followUp = () => {
    if (flow.followUp === 'block') fire(worker.blockUser(target.ownerId), 'block');
    else fire(worker.unfollowUser(target.ownerId), 'unfollow');
    onClose();
  };
  const title = stepTitle(flow);

  return (
    <Sheet label={title} onClose={onClose} placement="bottom-on-phone">
      <div className="report__head">
        {flow.step === 'done' ? (
          <span className="report__head-space" />
        ) : (
          <button type="button" className="icon-button report__head-button" aria-label="Back" onClick={() => send({ type: 'back' })}>
            <Icon>
              <path d="M15 18l-6-6 6-6" />
            </Icon>
          </button>
        )}
        <h2 className="report__title">{flow.step === 'done' || isConfirm(flow.step) || flow.step === 'blockOrUnfollow' ? title : 'Report'}</h2>
        <button type="button" className="icon-button report__head-button" aria-label="Close" onClick={onClose}>
          <Icon>
            <path d="M18 6L6 18M6 6l12 12" />
          </Icon>
        </button>
      </div>
      <div className="report__body" data-step={flow.step}>
        {flow.step === 'done' ? (
          <DoneStep
            flow={flow}
            online={online}
            username={username}
            following={rel.status === 'following'}
            blocked={rel.blocked}
            onFollowUp={(action) => send({ type: 'follow-up', action })}
            onDone={onClose}
          />
        ) : flow.step === 'blockOrUnfollow' ? (
          <>
            <p className="report__text">
              {flow.followUp === 'block'
                ? `Block ${username}? They won't be able to find your profile, posts or story. They won't be told.`
                : `Unfollow ${username}? You won't see their posts in your feed.`}
            </p>
            <button type="button" className="sheet__item sheet__item--danger report__item" onClick={followUp}>
              {flow.followUp === 'block' ? `Block ${username}` : `Unfollow ${username}`}
            </button>
            <button type="button" className="sheet__item report__item" onClick={() => send({ type: 'back' })}>
              Cancel
            </button>
          </>
        ) : isConfirm(flow.step) ? (
          <ConfirmStep flow={flow} onToggleHide={() => send({ type: 'toggle-hide' })} onSubmit={submit} />
        ) : (
          <>
            <p className="report__question">{stepTitle(flow)}</p>
            <ul className="report__list">
              {reasonsShown(flow).map((r) => (
                <li key={r.id}>
                  <button type="button" className="sheet__item report__reason" onClick={() => send({ type: 'pick', reasonId: r.id })}>
                    <span>{r.label}</span>
                    {r.children ? (
                      <Icon size={16}>
                        <path d="M9 18l6-6-6-6" />
                      </Icon>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Sheet>
  );
}

interface DoneProps {
  flow: ReportFlow;
  online: boolean;
  username: string;
  following: boolean;
  blocked: boolean;
  onFollowUp: (action: FollowUp) => void;
  onDone: () => void;
}

function DoneStep({ flow, online, username, following, blocked, onFollowUp, onDone }: DoneProps) {
  const { text, followUpFirst } = doneStep(flow);
  const done = (
    <button type="button" className={`sheet__item report__item${followUpFirst ? '' : ' sheet__item--strong'}`} onClick={onDone}>
      Done
    </button>
  );
  return (
    <>
      <p className="report__text">{text}</p>
      {online ? null : <p className="report__text report__text--note">You're offline. Your report is saved and will be sent when you're back online.</p>}
      {followUpFirst ? null : done}
      {following ? (
        <button type="button" className="sheet__item report__item" onClick={() => onFollowUp('unfollow')}>
          {`Unfollow ${username}`}
        </button>
      ) : null}
      {blocked ? null : (
        <button type="button" className={`sheet__item report__item${followUpFirst ? ' sheet__item--danger' : ''}`} onClick={() => onFollowUp('block')}>
          {`Block ${username}`}
        </button>
      )}
      {followUpFirst ? done : null}
    </>
  );
}

function ConfirmStep({ flow, onToggleHide, onSubmit }: { flow: ReportFlow; onToggleHide: () => void; onSubmit: () => void }) {
  return (
    <>
      {flow.step === 'confirmIPViolationReport' ? (
        <p className="report__text">
          Reports of copyright or trademark violations are reviewed when they come from the rights owner or someone authorised to act for them. Submit only if that is you.
        </p>
      ) : (
        <p className="report__text">
          You're reporting this as <strong>{reasonSummary(flow)}</strong>. {confirmNote(flow)}
        </p>
      )}
      {flow.kind === 'media' ? (
        <label className="report__check">
          <input type="checkbox" checked={flow.hideFromFeed} onChange={onToggleHide} />
          <span>Hide this post from my feed</span>
        </label>
      ) : null}
      <div className="report__actions">
        <button type="button" className="primary-button report__submit" onClick={onSubmit}>
          Submit report
        </button>
      </div>
    </>
  );
}

function sendReport(worker: ReturnType<typeof useWorker>, target: ReportTarget, reasonId: number, hideFromFeed: boolean): Promise<void> {
  switch (target.kind) {
    case 'media':
      return worker.reportPost(target.postId, reasonId, hideFromFeed, target.source);
    case 'comment':
      return worker.reportComment(target.postId, target.commentId, reasonId);
    case 'user':
      return worker.reportUser(target.ownerId, reasonId);
    case 'direct_message':
      return worker.reportMessage(target.threadId, target.itemId, target.ownerId, reasonId);
  }
}
