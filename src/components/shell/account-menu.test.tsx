import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { AccountMenuView } from './account-menu';
import { TopBar } from './top-bar';

const noop = () => undefined;
const view = (open: boolean, busy = false) =>
  renderWith(state({}), <AccountMenuView open={open} panelId="menu1" username="demo" busy={busy} onToggle={noop} onLogOut={noop} />);

describe('the mobile account menu (Log out where the top-bar navigation is hidden)', () => {
  it('is a collapsed disclosure button named "Account menu"', () => {
    const html = view(false);
    expect(html).toContain('aria-label="Account menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="menu1"');
    expect(html).not.toContain('Log out');
  });

  it('opens a panel with who is logged in and a "Log out" button', () => {
    const html = view(true);
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('id="menu1"');
    expect(html).toContain('Logged in as demo');
    expect(html).toMatch(/<button type="button" class="account-menu__item">Log out<\/button>/);
  });

  it('links to the notification (push) settings page', () => {
    expect(view(true)).toMatch(/<a [^>]*href="\/push\/web\/settings\/"[^>]*>Notification settings<\/a>/);
  });

  it('disables Log out while logging out', () => {
    expect(view(true, true)).toMatch(/<button type="button" class="account-menu__item" disabled="">Logging out…<\/button>/);
  });

  it('sits in the top bar next to the desktop navigation', () => {
    const html = renderWith(state({}), <TopBar username="demo" />);
    expect(html).toContain('aria-label="Account menu"');
    expect(html).toContain('class="text-button top-bar__logout"');
  });
});
