import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PushKindSwitches, PushSettingsScreen } from './push-settings-screen';

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
    const html = renderToStaticMarkup(<PushSettingsScreen />);
    expect(html).toContain('<h1 class="push-settings__title">Push notifications</h1>');
    expect(html).toContain('>Turn on notifications</button>');
  });
});
