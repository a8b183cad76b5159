import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { fire } from '../../lib/fire';
import { fieldErrorsOf } from '../../lib/settings/account-draft';
import { keywordsText } from '../../lib/settings/security-settings';
import { CommentFilterLimits } from '../../../sync/api/settings-wire';
import type { WireCommentFilter } from '../../../sync/api/settings-wire';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { SwitchRow } from './settings-switch';
import { useAccountForm } from './use-account-form';

type Outcome = { done: string | null; error: string | null };

/**
 * /accounts/comment_filter/ (001 §7 set_comment_filter_web {config_value},
 * set_comment_filter_keywords_web {keywords}): "Hide offensive comments" and the keywords,
 * comma separated. The server hides matching comments on the person's posts from everyone but
 * their author. Online calls of the page, like the privacy switches.
 */
export function CommentFilterScreen() {
  const { online, viewerId, call } = useAccountForm();
  const client = useQueryClient();
  const key = ['comment-filter', viewerId] as const;
  const query = useWorkerQuery(key, () => call('commentFilter', {}), online && viewerId !== null);
  const filter = query.data ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState<'switch' | 'keywords' | null>(null);
  const [pendingOn, setPendingOn] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ done: null, error: null });
  const [keywordsError, setKeywordsError] = useState<string | null>(null);
  const keywordsId = useId();
  const hintId = useId();
  const shown = typed ?? (filter ? keywordsText(filter.keywords) : '');
  const disabled = !online || filter === null || busy !== null;
  const put = (f: WireCommentFilter) => client.setQueryData(['comment-filter', viewerId], f);

  const setSwitch = async (on: boolean) => {
    setBusy('switch');
    setPendingOn(on);
    setOutcome({ done: null, error: null });
    const r = await call('setCommentFilter', { on });
    if (r.ok) {
      put(r.value);
      setOutcome({ done: on ? 'Offensive comments are hidden.' : 'Offensive comments are shown.', error: null });
    } else setOutcome({ done: null, error: failureText(r, "Couldn't change the filter.") });
    setPendingOn(null);
    setBusy(null);
  };

  const saveKeywords = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    setBusy('keywords');
    setKeywordsError(null);
    setOutcome({ done: null, error: null });
    const r = await call('setCommentFilterKeywords', { keywords: shown });
    setBusy(null);
    if (r.ok) {
      put(r.value);
      setTyped(null);
      setOutcome({ done: r.value.keywords.length > 0 ? 'Keywords saved.' : 'No keywords are filtered.', error: null });
      return;
    }
    const fields = fieldErrorsOf(r.body);
    setKeywordsError(fields['keywords'] ?? null);
    if (!fields['keywords']) setOutcome({ done: null, error: failureText(r, "Couldn't save the keywords.") });
  };

  return (
    <SettingsLayout title="Comments" online={online}>
      <h2 className="settings__subtitle">Offensive comments</h2>
      <SwitchRow
        label="Hide offensive comments"
        hint="Hide comments with common offensive words on your posts. The person who wrote one still sees it."
        checked={pendingOn ?? filter?.config_value ?? false}
        disabled={disabled}
        onChange={(on) => fire(setSwitch(on), 'comment filter switch')}
      />
      <h2 className="settings__subtitle">Manual filter</h2>
      <form className="settings__form" onSubmit={(e) => fire(saveKeywords(e), 'comment filter keywords')} noValidate>
        <div className="settings__field">
          <label htmlFor={keywordsId} className="settings__label">
            Keywords
          </label>
          <textarea
            id={keywordsId}
            className="settings__textarea"
            name="keywords"
            rows={3}
            maxLength={CommentFilterLimits.maxKeywordsText}
            value={shown}
            aria-describedby={hintId}
            aria-invalid={keywordsError ? true : undefined}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <p id={hintId} className="settings__hint">
            {keywordsError ?? 'Comments on your posts with these words or phrases are hidden. Separate them with commas.'}
          </p>
        </div>
        <button type="submit" className="primary-button settings__save" disabled={disabled}>
          {busy === 'keywords' ? 'Saving…' : 'Save keywords'}
        </button>
      </form>
      <SaveOutcome done={outcome.done} error={outcome.error} />
    </SettingsLayout>
  );
}
