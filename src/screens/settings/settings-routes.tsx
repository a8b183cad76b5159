import type { ComponentType } from 'react';
import { Route } from 'wouter';
import { Paths } from '../../routes';
import { RequireViewer } from '../require-viewer';
import { EditProfileScreen } from './edit-profile-screen';
import { PasswordChangeScreen } from './password-change-screen';
import { PrivacyScreen } from './privacy-screen';
import { CommentFilterScreen } from './comment-filter-screen';
import { TagsScreen } from './tags-screen';
import { TwoFactorSettingsScreen } from './two-factor-settings-screen';
import { LoginActivityScreen } from './login-activity-screen';
import { EmailPreferencesScreen } from './email-preferences-screen';
import { EmailsSentScreen } from './emails-sent-screen';
import { AccessToolScreen } from './access-tool-screen';
import { AccessToolListScreen } from './access-tool-list-screen';
import { AppsAndWebsitesScreen } from './apps-and-websites-screen';
import { ContactHistoryScreen } from './contact-history-screen';
import { DataUsageScreen } from './data-usage-screen';
import { DataControlsScreen } from './data-controls-screen';
import { OAuthAuthorizeScreen } from '../oauth/oauth-authorize-screen';

/** The account settings pages (001 §1, §2): edit profile, change password, privacy and security, two-factor, comments, tags, login activity, email notifications, the emails sent, Access data, Contact syncing, Data usage, Data controls, and Apps and websites; and the OAuth permission dialog. */
const PAGES: readonly [string, ComponentType][] = [
  [Paths.accountsEdit, EditProfileScreen],
  [Paths.passwordChange, PasswordChangeScreen],
  [Paths.privacyAndSecurity, PrivacyScreen],
  [Paths.twoFactorSettings, TwoFactorSettingsScreen],
  [Paths.commentFilter, CommentFilterScreen],
  [Paths.usertagSettings, TagsScreen],
  [Paths.loginActivity, LoginActivityScreen],
  [Paths.emailPreferences, EmailPreferencesScreen],
  [Paths.emailSettings, EmailPreferencesScreen],
  [Paths.emailsSent, EmailsSentScreen],
  [Paths.accessTool, AccessToolScreen],
  [Paths.accessToolCategory, AccessToolListScreen],
  [Paths.contactHistory, ContactHistoryScreen],
  [Paths.dataUsage, DataUsageScreen],
  [Paths.dataControls, DataControlsScreen],
  [Paths.manageAccess, AppsAndWebsitesScreen],
  [Paths.platformTesterInvites, AppsAndWebsitesScreen],
  // Not a settings page, but signed-in the same way: logged out, the login shows in place and the dialog follows it.
  [Paths.oauthAuthorize, OAuthAuthorizeScreen],
];

export const settingsRoutes = PAGES.map(([path, Screen]) => (
  <Route key={path} path={path}>
    <RequireViewer>
      <Screen />
    </RequireViewer>
  </Route>
));
