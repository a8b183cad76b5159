import type { ComponentType } from 'react';
import { Route } from 'wouter';
import { Paths } from '../../routes';
import { RequireViewer } from '../require-viewer';
import { EditProfileScreen } from './edit-profile-screen';
import { PasswordChangeScreen } from './password-change-screen';
import { PrivacyScreen } from './privacy-screen';
import { CommentFilterScreen } from './comment-filter-screen';
import { TwoFactorSettingsScreen } from './two-factor-settings-screen';

/** The account settings pages (001 §2): edit profile, change password, privacy and security, two-factor, comments. */
const PAGES: readonly [string, ComponentType][] = [
  [Paths.accountsEdit, EditProfileScreen],
  [Paths.passwordChange, PasswordChangeScreen],
  [Paths.privacyAndSecurity, PrivacyScreen],
  [Paths.twoFactorSettings, TwoFactorSettingsScreen],
  [Paths.commentFilter, CommentFilterScreen],
];

export const settingsRoutes = PAGES.map(([path, Screen]) => (
  <Route key={path} path={path}>
    <RequireViewer>
      <Screen />
    </RequireViewer>
  </Route>
));
