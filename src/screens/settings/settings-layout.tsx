import { useId, type ReactNode } from 'react';
import { OFFLINE_SETTINGS_TEXT } from '../../lib/settings/account-draft';
import { SettingsMenu } from './settings-menu';
import './settings.css';

/**
 * A settings page: from 736 px the settings menu beside it (below, behind "All settings" at
 * its top), and the page's title; offline it
 * says that changes wait for the connection (the page's Save stays disabled meanwhile), or,
 * for a page whose changes go through the outbox, `offlineText` (they will be saved).
 */
export function SettingsLayout({ title, online, offlineText = OFFLINE_SETTINGS_TEXT, children }: { title: string; online: boolean; offlineText?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <main className="app-main">
      <div className="settings">
        <div className="settings__aside">
          <SettingsMenu />
        </div>
        <section className="settings__page" aria-labelledby={titleId}>
          {/* Below 736 px, where the menu is not beside the page: the other settings, one tap away. */}
          <details className="settings__phone-menu">
            <summary className="settings__phone-menu-toggle">All settings</summary>
            <SettingsMenu label="All settings" />
          </details>
          <h1 id={titleId} className="settings__title">
            {title}
          </h1>
          {online ? null : (
            <p className="settings__offline" role="status">
              {offlineText}
            </p>
          )}
          {children}
        </section>
      </div>
    </main>
  );
}

/** A save's outcome under the form: done (status) or failed (alert). */
export function SaveOutcome({ done, error }: { done: string | null; error: string | null }) {
  if (error) {
    return (
      <p className="settings__error" role="alert">
        {error}
      </p>
    );
  }
  return (
    <p className="settings__done" role="status">
      {done ?? ''}
    </p>
  );
}
