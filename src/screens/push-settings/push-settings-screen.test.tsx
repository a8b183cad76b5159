import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { loadFailedText, PushKindSwitches, PushSettingsScreen } from './push-settings-screen';

describe('push settings page (001 §2 /push/web/settings/)', () => {
  it('shows one named switch per kind, checked as set', () => {
    const html = renderToStaticMarkup(
      <PushKindSwitches settings={{ likes: false, comments: true, mentions: true, follows: true, follow_requests: true, direct: true }} onToggle={() => undefined} />,
    );
    expect(html.match(/role="switch"/g)).toHaveLength(6);
    for (const label of ['Likes', 'Comments', 'Mentions', 'New followers', 'Follow requests', 'Direct messages']) expect(html).toContain(`<span>${label}</span>`);
    expect(html).toContain('<span>Likes</span><input type="checkbox" role="switch" aria-checked="false"/>');
    expect(html).toContain('<span>Comments</span><input type="checkbox" role="switch" aria-checked="true" checked=""/>');
  });

  it('offers to turn notifications on (the prompt waits for this gesture, 000 §4)', () => {
    const html = renderWith(state({}), <PushSettingsScreen />);
    // A settings page: the settings menu beside it (from 736 px), the title its heading.
    expect(html).toMatch(/<h1 id="[^"]+" class="settings__title">Push notifications<\/h1>/);
    expect(html).toContain('<nav class="settings-menu" aria-label="Settings">');
    expect(html).toContain('<button type="button" class="primary-button">Turn on notifications</button>');
  });

  it('offline, says the settings come when the connection does, and waits to turn notifications on', () => {
    const html = renderWith(state({ online: false }), <PushSettingsScreen />);
    expect(html).toContain(`role="alert">${loadFailedText(false).replace(/'/g, '&#x27;')}</p>`);
    expect(html).toContain('<button type="button" class="primary-button" disabled="">Turn on notifications</button>');
    expect(html).not.toContain('Loading…');
  });

  it('online, a failed read says it could not load', () => {
    expect(loadFailedText(true)).toBe("Couldn't load your notification settings.");
  });
});
