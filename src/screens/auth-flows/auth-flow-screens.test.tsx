import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { AgeScreen, ParentalScreen } from './consent/consent-screens';
import { ContactOptoutLinkScreen } from './contact-optout/contact-optout-link-screen';
import { ContactOptoutScreen } from './contact-optout/contact-optout-screen';
import { DownloadRequestScreen } from './download/download-request-screen';
import { LegalScreen } from './legal/legal-screen';
import { InvalidNonceScreen } from './misc/invalid-nonce-screen';
import { OneTapAccounts } from './one-tap/one-tap-accounts';
import { AskAParentScreen } from './parent/ask-a-parent-screen';
import { PasswordResetScreen } from './recovery/password-reset-screen';
import { ResetConfirmScreen } from './recovery/reset-confirm-screen';
import { ConfirmCodeStep } from './signup-steps/confirm-code-step';
import { UsernameStep } from './signup-steps/username-step';
import { TwoFactorScreen } from './two-factor/two-factor-screen';

const noop = () => Promise.resolve();
const loggedOut = state({});

describe('one-tap accounts (000 §3 stored entries; accessible names)', () => {
  const html = renderWith(
    loggedOut,
    <OneTapAccounts entries={[{ userId: '1', nonce: 'n', username: 'ana', profilePictureUrl: '' }]} busy={null} onLogin={noop} onRemove={noop} onSwitch={() => undefined} />,
  );
  it('names the log-in and remove buttons per account', () => {
    expect(html).toContain('aria-label="Log in as ana"');
    expect(html).toContain('aria-label="Remove ana"');
    expect(html).toContain('Switch accounts');
  });
});

describe('two-factor screen', () => {
  it('asks to log in again without a challenge in this tab', () => {
    const html = renderWith(loggedOut, <TwoFactorScreen />, '/accounts/login/two_factor');
    expect(html).toContain('Your login session expired');
    expect(html).toContain('href="/accounts/login/"');
  });
});

describe('SMS code step (000 §4 phone sign-up)', () => {
  it('labels the code field and offers resend (disabled with a countdown) and change number', () => {
    const html = renderWith(loggedOut, <ConfirmCodeStep phone={{ step: 'sent', phone: '+15550102000', lastSentAt: Date.now(), error: null }} busy={false} onVerify={noop} onResend={noop} onChangeNumber={() => undefined} />);
    expect(html).toMatch(/class="field__label">Confirmation code<\/label>/);
    expect(html).toContain('ending in 2000');
    expect(html).toMatch(/disabled="">Send code again in 30 s<\/button>/);
    expect(html).toContain('Change number');
  });
});

describe('suggested-username page (000 §2)', () => {
  it('lists the suggestions as pressable buttons', () => {
    const html = renderWith(loggedOut, <UsernameStep username="ana1" suggestions={['ana1', 'ana.k']} error={null} formError={null} busy={false} onUsername={() => undefined} onSubmit={noop} />);
    expect(html).toContain('aria-label="Suggested usernames"');
    expect(html).toContain('aria-pressed="true">ana1</button>');
    expect(html).toContain('aria-pressed="false">ana.k</button>');
  });
});

describe('consent screens (000 §3 screen keys)', () => {
  it('shows three age buttons and the terms for tos_and_three_age_button', () => {
    const html = renderWith(loggedOut, <AgeScreen screenKey="tos_and_three_age_button" busy={false} onAnswer={() => undefined} />);
    for (const label of ['Under 13', '13 to 17', '18 or older']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('href="/legal/terms/"');
  });
  it('asks the parent email with a label', () => {
    const html = renderWith(loggedOut, <ParentalScreen busy={false} onSend={() => Promise.resolve(null)} onSkip={() => undefined} />);
    expect(html).toMatch(/class="field__label">Parent or guardian&#x27;s email<\/label>/);
    expect(html).toContain('Skip for now');
  });
});

describe('recovery (000 §2)', () => {
  it('asks for an email, phone or username', () => {
    const html = renderWith(loggedOut, <PasswordResetScreen />, '/accounts/password/reset/');
    expect(html).toMatch(/class="field__label">Email, Phone, or Username<\/label>/);
    expect(html).toContain('disabled="">Send login link</button>');
  });
  it('asks both new password fields when the link has a token', () => {
    const html = renderWith(loggedOut, <ResetConfirmScreen />, '/accounts/password/reset/confirm/?uid=7&token=tok-1');
    expect(html).toMatch(/class="field__label">New password<\/label>/);
    expect(html).toMatch(/class="field__label">New password, again<\/label>/);
  });
  it('says the link is not valid without a token', () => {
    expect(renderWith(loggedOut, <ResetConfirmScreen />, '/accounts/recovery/landing/')).toContain("This link isn&#x27;t valid");
  });
});

describe('other pages', () => {
  it('data download asks to log in again when logged out (000 §2 log in again)', () => {
    const html = renderWith(loggedOut, <DownloadRequestScreen />, '/download/request/');
    expect(html).toContain('Log in again');
    expect(html).toContain('href="/accounts/login/?next=%2Fdownload%2Frequest%2F"');
  });
  it('data download asks the email first when logged in', () => {
    const html = renderWith(state({ viewerId: 'v1' }), <DownloadRequestScreen />, '/download/request/');
    expect(html).toMatch(/class="field__label">Email<\/label>/);
  });
  it('legal pages have a heading and the legal links', () => {
    const html = renderWith(loggedOut, <LegalScreen doc="cookies" />, '/legal/cookies/');
    expect(html).toContain('<h1>Cookies Policy</h1>');
    expect(html).toContain('aria-label="Legal"');
  });
  it('the invalid nonce page links to login', () => {
    expect(renderWith(loggedOut, <InvalidNonceScreen />, '/403invalidnonce/')).toContain('href="/accounts/login/"');
  });
  it('ask a parent: the teen enters an email; the parent link shows approve and not-the-parent', () => {
    expect(renderWith(loggedOut, <AskAParentScreen />, '/accounts/ask_a_parent/')).toContain('Parent or guardian&#x27;s email');
    const parent = renderWith(loggedOut, <AskAParentScreen />, '/accounts/ask_a_parent/?nonce=n1&pc_id=p1');
    expect(parent).toContain('>Approve</button>');
    // 000 §9: the parent gives a date of birth (picker 25 years back: an adult, no error yet).
    expect(parent).toContain('>Your date of birth</legend>');
    expect(parent).not.toContain('at least 18');
    expect(parent).toContain('href="/accounts/not_parent_confirm/?nonce=n1&amp;pc_id=p1"');
  });
});

describe('contact opt-out pages (001 §2 /invites/contact_optout/)', () => {
  it('asks for a phone number or email, logged out', () => {
    const html = renderWith(loggedOut, <ContactOptoutScreen />, '/invites/contact_optout/');
    expect(html).toContain('<h2 class="flow__heading">Opt out of contact syncing</h2>');
    expect(html).toMatch(/class="field__label">Phone number or email<\/label>/);
    expect(html).toContain('>Send link</button>');
  });
  it("a link without its values says it isn't valid and offers a new one", () => {
    for (const mode of ['confirm', 'status'] as const) {
      const html = renderWith(loggedOut, <ContactOptoutLinkScreen mode={mode} />, '/invites/contact_optout_confirmed/?hashed_contact=abc');
      expect(html).toContain('This link isn&#x27;t valid');
      expect(html).toContain('href="/invites/contact_optout/"');
    }
  });
  it('a link with its values checks it first', () => {
    const html = renderWith(loggedOut, <ContactOptoutLinkScreen mode="confirm" />, '/invites/contact_optout_confirmed/?hashed_contact=abc&signature=def');
    expect(html).toContain('Checking your link…');
  });
});
