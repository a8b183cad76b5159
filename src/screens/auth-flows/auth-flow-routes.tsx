/**
 * The routes of the logged-out entry flows (000 §2), as a fragment for the app's <Switch>
 * (wouter flattens fragments). Placed before the profile route so /press/ and the like are
 * not read as usernames.
 */
import { Route } from 'wouter';
import { AuthFlowPaths } from '../../routes';
import { RequireViewer } from '../require-viewer';
import { SignupScreen } from '../signup/signup-screen';
import { ConfirmEmailScreen } from './confirm/confirm-email-screen';
import { ConfirmPhoneScreen } from './confirm/confirm-phone-screen';
import { ContactOptoutLinkScreen } from './contact-optout/contact-optout-link-screen';
import { ContactOptoutScreen } from './contact-optout/contact-optout-screen';
import { DownloadConfirmScreen } from './download/download-confirm-screen';
import { DownloadIntroScreen } from './download/download-intro-screen';
import { DownloadRequestScreen } from './download/download-request-screen';
import { LegalScreen } from './legal/legal-screen';
import { InvalidNonceScreen } from './misc/invalid-nonce-screen';
import { UnderageAppealScreen } from './misc/underage-appeal-screen';
import { OneTapPromptScreen } from './one-tap/one-tap-prompt-screen';
import { AskAParentScreen } from './parent/ask-a-parent-screen';
import { NotParentConfirmScreen } from './parent/not-parent-confirm-screen';
import { PasswordResetScreen } from './recovery/password-reset-screen';
import { ResetConfirmScreen } from './recovery/reset-confirm-screen';
import { RegisteredScreen } from './registered/registered-screen';
import { LoggedOutOnly } from './shared/logged-out-only';
import { FbSignupScreen } from './social/fbsignup-screen';
import { NewTermsConfirmScreen, TermsStartScreen, TermsUnblockScreen } from './terms/consent-page';
import { TermsAcceptScreen } from './terms/terms-accept-screen';
import { TwoFactorScreen } from './two-factor/two-factor-screen';
import { LinkshimScreen } from '../linkshim/linkshim-screen';

export const authFlowRoutes = (
  <>
    {/* Not LoggedOutOnly: the login it completes must not bounce to '/' before going to next. */}
    <Route path={AuthFlowPaths.twoFactor}>
      <TwoFactorScreen />
    </Route>
    <Route path={AuthFlowPaths.emailSignupFlow}>
      <LoggedOutOnly>
        <SignupScreen />
      </LoggedOutOnly>
    </Route>
    <Route path={AuthFlowPaths.signupFlow}>
      <LoggedOutOnly>
        <SignupScreen />
      </LoggedOutOnly>
    </Route>
    <Route path={AuthFlowPaths.fbSignup}>
      <FbSignupScreen />
    </Route>
    <Route path={AuthFlowPaths.oneTap}>
      <RequireViewer>
        <OneTapPromptScreen />
      </RequireViewer>
    </Route>
    <Route path={AuthFlowPaths.registered}>
      <RequireViewer>
        <RegisteredScreen />
      </RequireViewer>
    </Route>
    <Route path={AuthFlowPaths.passwordResetConfirm}>
      <ResetConfirmScreen />
    </Route>
    <Route path={AuthFlowPaths.passwordReset}>
      <PasswordResetScreen />
    </Route>
    <Route path={AuthFlowPaths.recoveryLanding}>
      <ResetConfirmScreen />
    </Route>
    <Route path={AuthFlowPaths.confirmEmail}>
      <ConfirmEmailScreen />
    </Route>
    <Route path={AuthFlowPaths.confirmEmailDeeplink}>
      <ConfirmEmailScreen />
    </Route>
    <Route path={AuthFlowPaths.confirmPhone}>
      <ConfirmPhoneScreen />
    </Route>
    <Route path={AuthFlowPaths.newTermsConfirm}>
      <NewTermsConfirmScreen />
    </Route>
    <Route path={AuthFlowPaths.askAParent}>
      <AskAParentScreen />
    </Route>
    <Route path={AuthFlowPaths.notParentConfirm}>
      <NotParentConfirmScreen />
    </Route>
    <Route path={AuthFlowPaths.termsAccept}>
      <TermsAcceptScreen />
    </Route>
    <Route path={AuthFlowPaths.termsStart}>
      <TermsStartScreen />
    </Route>
    <Route path={AuthFlowPaths.termsUnblock}>
      <TermsUnblockScreen />
    </Route>
    <Route path={AuthFlowPaths.download}>
      <DownloadIntroScreen />
    </Route>
    <Route path={AuthFlowPaths.downloadRequest}>
      <DownloadRequestScreen />
    </Route>
    <Route path={AuthFlowPaths.downloadConfirm}>
      <DownloadConfirmScreen />
    </Route>
    <Route path={AuthFlowPaths.legalTerms}>
      <LegalScreen doc="terms" />
    </Route>
    <Route path={AuthFlowPaths.legalPrivacy}>
      <LegalScreen doc="privacy" />
    </Route>
    <Route path={AuthFlowPaths.legalCookies}>
      <LegalScreen doc="cookies" />
    </Route>
    <Route path={AuthFlowPaths.press}>
      <LegalScreen doc="press" />
    </Route>
    <Route path={AuthFlowPaths.underageAppeal}>
      <UnderageAppealScreen />
    </Route>
    <Route path={AuthFlowPaths.invalidNonce}>
      <InvalidNonceScreen />
    </Route>
    {/* Logged in or not: anyone's phone number or email may be in someone's contacts. */}
    <Route path={AuthFlowPaths.contactOptout}>
      <ContactOptoutScreen />
    </Route>
    <Route path={AuthFlowPaths.contactOptoutConfirmed}>
      {/* Keyed: confirming goes to the status page, which reads the link again. */}
      <ContactOptoutLinkScreen key="confirm" mode="confirm" />
    </Route>
    <Route path={AuthFlowPaths.contactOptoutStatus}>
      <ContactOptoutLinkScreen key="status" mode="status" />
    </Route>
    {/* Logged in or not: profiles and their websites are seen logged out too. */}
    <Route path={AuthFlowPaths.linkshim}>
      <LinkshimScreen />
    </Route>
  </>
);
