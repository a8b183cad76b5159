import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useRawSearch } from '../../hooks/use-search-params';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { fire } from '../../lib/fire';
import { authorizeErrorText, authorizeQuery, hostOf, scopeText, toggleScope } from '../../lib/settings/oauth-texts';
import { Paths } from '../../routes';
import { useSnapshot } from '../../state';
import type { OAuthScope, WireAuthorizeInfo } from '../../../sync/api/oauth-wire';
import { failureText, useAuthCall } from '../auth-flows/shared/use-auth-call';
import './oauth.css';

/**
 * /oauth/authorize (001 §1 permission dialog; §7 authorize {allow, granted_scopes} with query
 * app_id, response_type, redirect_uri, state): the app, what it asks to see (each scope a
 * checkbox, at least one), Allow and Cancel. The server answers where to go next — the app's
 * registered address with a code or access_denied, and state unchanged — and the page goes
 * there. A link the server refuses (unknown app, another redirect_uri…) shows an error page and
 * never leaves the site. Logged out, RequireViewer shows the login here first. Online only.
 */
export function OAuthAuthorizeScreen() {
  const search = useRawSearch();
  const query = useMemo(() => authorizeQuery(search), [search]);
  const online = useSnapshot((s) => s.status.online);
  const call = useAuthCall();
  const info = useWorkerQuery(['oauth-authorize', search], () => call('authorizeInfo', { query }), online);
  const titleId = useId();

  return (
    <main className="app-main">
      <section className="oauth" aria-labelledby={titleId}>
        {info.data ? (
          <Dialog titleId={titleId} info={info.data} query={query} online={online} />
        ) : info.isError ? (
          <>
            <h1 id={titleId} className="oauth__title">This link can't be used</h1>
            <p className="oauth__error" role="alert">{authorizeErrorText(info.error.message)}</p>
            <p className="oauth__hint">Nothing was shared with the app. Go back to the app or website that sent you here and try again.</p>
            <Link href={Paths.home} className="primary-button oauth__home">Back to Lumen</Link>
          </>
        ) : (
          <>
            <h1 id={titleId} className="oauth__title">Allow access?</h1>
            <p className="oauth__hint">{online ? 'Loading…' : 'Connect to the internet to answer this request.'}</p>
          </>
        )}
      </section>
    </main>
  );
}

function Dialog({ titleId, info, query, online }: { titleId: string; info: WireAuthorizeInfo; query: Record<string, string>; online: boolean }) {
  const call = useAuthCall();
  const { app } = info;
  const [chosen, setChosen] = useState<OAuthScope[]>(app.scopes);
  const [busy, setBusy] = useState<'allow' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (allow: boolean) => {
    setBusy(allow ? 'allow' : 'cancel');
    setError(null);
    const r = await call('authorizeDecide', { query, allow, scopes: chosen });
    if (r.ok) {
      // Only an http(s) address is followed (the server sends no other; defence in depth).
      if (/^https?:\/\//i.test(r.value.redirect)) {
        window.location.assign(r.value.redirect);
        return;
      }
      setBusy(null);
      setError("This app has no web address to return to.");
      return;
    }
    setBusy(null);
    setError(failureText(r, "Couldn't send your answer."));
  };

  return (
    <>
      <h1 id={titleId} className="oauth__title">Allow {app.name} to use your Lumen account?</h1>
      <fieldset className="oauth__scopes">
        <legend>{app.name} will be able to see</legend>
        {app.scopes.map((s) => (
          <label key={s} className="oauth__scope">
            <input type="checkbox" checked={chosen.includes(s)} disabled={busy !== null} onChange={(e) => setChosen(toggleScope(app.scopes, chosen, s, e.target.checked))} />
            {scopeText(s)}
          </label>
        ))}
      </fieldset>
      <p className="oauth__hint">
        After you choose, you'll go back to {hostOf(info.redirect_uri)}. You can remove {app.name} at any time in Settings → Apps and websites.
      </p>
      {online ? null : <p className="oauth__hint" role="status">You're offline: answering needs a connection.</p>}
      {error ? <p className="oauth__error" role="alert">{error}</p> : null}
      <div className="oauth__actions">
        <button type="button" className="primary-button" disabled={!online || busy !== null || chosen.length === 0} onClick={() => fire(decide(true), 'oauth allow')}>
          {busy === 'allow' ? 'Allowing…' : 'Allow'}
        </button>
        <button type="button" className="secondary-button" disabled={!online || busy !== null} onClick={() => fire(decide(false), 'oauth cancel')}>
          Cancel
        </button>
      </div>
    </>
  );
}
