import { Route } from 'wouter';
import { Paths } from '../../routes';
import { RequireViewer } from '../require-viewer';
import { EditProfileScreen } from './edit-profile-screen';
import { PasswordChangeScreen } from './password-change-screen';
import { PrivacyScreen } from './privacy-screen';

/** The account settings pages (001 §2): edit profile, change password, privacy and security. */
export const settingsRoutes = [
  <Route key="edit" path={Paths.accountsEdit}>
    <RequireViewer>
      <EditProfileScreen />
    </RequireViewer>
  </Route>,
  <Route key="password" path={Paths.passwordChange}>
    <RequireViewer>
      <PasswordChangeScreen />
    </RequireViewer>
  </Route>,
  <Route key="privacy" path={Paths.privacyAndSecurity}>
    <RequireViewer>
      <PrivacyScreen />
    </RequireViewer>
  </Route>,
];
