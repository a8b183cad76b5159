import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { EditProfileScreen } from './edit-profile-screen';
import { PasswordChangeScreen } from './password-change-screen';
import { PrivacyScreen } from './privacy-screen';
import { SettingsMenu } from './settings-menu';
import { CommentFilterScreen } from './comment-filter-screen';
import { TwoFactorSettingsScreen } from './two-factor-settings-screen';
import { LoginActivityScreen } from './login-activity-screen';
import { EmailPreferencesScreen } from './email-preferences-screen';
import { EmailsSentScreen } from './emails-sent-screen';

const cached = { ...user('u1', 'ana'), fullName: 'Ana Lima', bio: 'cached bio', website: 'https://ana.example/', isPrivate: true };
function render(node: ReactNode, path: string, online: boolean, client = new QueryClient()) {
  return renderWith(state({ viewerId: 'u1', users: [cached], online }), <QueryClientProvider client={client}>{node}</QueryClientProvider>, path);
}
const OFFLINE = 'You’re offline'.replace('’', '&#x27;');

describe('settings pages offline (001 §7; online forms)', () => {
  it('Edit profile shows what the cache holds, says changes wait, and cannot save', () => {
    const html = render(<EditProfileScreen />, '/accounts/edit/', false);
    expect(html).toContain('<h1 id=');
    expect(html).toContain(`${OFFLINE} — changes can be saved when you&#x27;re back online.`);
    expect(html).toContain('value="Ana Lima"');
    expect(html).toContain('value="ana"');
    expect(html).toContain('cached bio</textarea>');
    expect(html).toContain('value="https://ana.example/"');
    expect(html).toMatch(/<button type="submit" class="primary-button settings__save" disabled="">Save<\/button>/);
    expect(html).toContain('Change profile photo');
  });
  it('Change password and Privacy cannot save offline; the private switch shows the cached state', () => {
    expect(render(<PasswordChangeScreen />, '/accounts/password/change/', false)).toMatch(/disabled="">Change password<\/button>/);
    const privacy = render(<PrivacyScreen />, '/accounts/privacy_and_security/', false);
    expect(privacy).toContain(OFFLINE);
    const privateSwitch = /<input type="checkbox" role="switch"[^>]*>/.exec(privacy)?.[0] ?? '';
    expect(privateSwitch).toContain('checked=""');
    expect(privateSwitch).toContain('disabled=""');
  });
  it('Two-factor says it needs a connection and cannot send a code; Comments cannot switch or save', () => {
    const twoFactor = render(<TwoFactorSettingsScreen />, '/accounts/two_factor_authentication/', false);
    expect(twoFactor).toContain(OFFLINE);
    expect(twoFactor).toContain('Two-factor settings need a connection to load and to change.');
    expect(twoFactor).toMatch(/disabled="">Send code<\/button>/);
    const comments = render(<CommentFilterScreen />, '/accounts/comment_filter/', false);
    expect(comments).toContain(OFFLINE);
    expect(/<input type="checkbox" role="switch"[^>]*>/.exec(comments)?.[0]).toContain('disabled=""');
    expect(comments).toMatch(/disabled="">Save keywords<\/button>/);
  });
  it('Login activity, Email notifications and the emails sent say they need a connection; their buttons and switches wait', () => {
    const sessions = render(<LoginActivityScreen />, '/session/login_activity/', false);
    expect(sessions).toContain('Login activity needs a connection to load and to log out of sessions.');
    expect(sessions).toMatch(/disabled="">Log out of all other sessions<\/button>/);
    const emails = render(<EmailPreferencesScreen />, '/accounts/emailpreferences/', false);
    expect(emails).toContain('Email notifications need a connection to load and to change.');
    const switches = emails.match(/<input type="checkbox" role="switch"[^>]*>/g) ?? [];
    expect(switches).toHaveLength(5);
    for (const s of switches) expect(s).toContain('disabled=""');
    expect(emails).toContain('href="/emails/emails_sent/"');
    expect(render(<EmailsSentScreen />, '/emails/emails_sent/', false)).toContain('Emails from Lumen need a connection to load.');
  });
  it('online, no note', () => {
    expect(render(<PasswordChangeScreen />, '/accounts/password/change/', true)).not.toContain(OFFLINE);
  });
});

describe('settings menu', () => {
  it('links every settings page and logs out; the current page is marked', () => {
    const html = renderWith(state({ viewerId: 'u1' }), <SettingsMenu />, '/accounts/password/change/');
    for (const [href, label] of [['/accounts/edit/', 'Edit profile'], ['/accounts/password/change/', 'Change password'], ['/accounts/privacy_and_security/', 'Privacy and security'], ['/accounts/two_factor_authentication/', 'Two-factor authentication'], ['/accounts/comment_filter/', 'Comments'], ['/session/login_activity/', 'Login activity'], ['/accounts/emailpreferences/', 'Email notifications'], ['/push/web/settings/', 'Push notifications']]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
    }
    expect(html).toMatch(/aria-current="page"[^>]*>Change password|href="\/accounts\/password\/change\/"[^>]*aria-current="page"/);
    expect(html).toContain('>Log out</button>');
  });
});
