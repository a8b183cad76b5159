import { AgeBucket, ScreenKey } from '../../sync/api/auth-wire';
import type { WireConsentContents } from '../../sync/api/auth-wire';

/** The copy of each consent screen (000 §3 contents, primary_button_text; our wording). */
interface Screen {
  contents: WireConsentContents;
  primary: string;
}

const threeButtons = [
  { label: 'Over 18', value: AgeBucket.above18 },
  { label: '13 to 18', value: AgeBucket.from13To18 },
  { label: 'Under 13', value: AgeBucket.under13 },
];
const twoButtons = [
  { label: 'Over 18', value: AgeBucket.above18 },
  { label: 'Under 18', value: AgeBucket.under18 },
];
const TERMS = 'Review our Terms of Use and Data Policy: they explain how we use your information and what you agree to by using Lumen.';
const AGE = 'How old are you? We ask so that Lumen is right for your age.';

const screen = (title: string, body: string[], primary: string, buttons: WireConsentContents['buttons'] = []): Screen => ({
  contents: { title, body, buttons },
  primary,
});

export const SCREENS: Record<ScreenKey, Screen> = {
  [ScreenKey.qpIntro]: screen('We’re updating our terms', ['Please take a moment to review and agree to them.'], 'Get started'),
  [ScreenKey.tos]: screen('Terms and Data Policy', [TERMS], 'I agree'),
  [ScreenKey.tosAndTwoAgeButton]: screen('Terms and Data Policy', [TERMS, AGE], 'I agree', twoButtons),
  [ScreenKey.tosAndThreeAgeButton]: screen('Terms and Data Policy', [TERMS, AGE], 'I agree', threeButtons),
  [ScreenKey.ageConsentTwoButton]: screen('How old are you?', [AGE], 'Next', twoButtons),
  [ScreenKey.ageConsentThreeButton]: screen('How old are you?', [AGE], 'Next', threeButtons),
  [ScreenKey.dob]: screen('Add your birthday', ['This won’t be part of your public profile.'], 'Next'),
  [ScreenKey.parentalConsent]: screen(
    'Ask a parent or guardian',
    ['Because you are under 18, a parent or guardian needs to review the terms with you. Enter their email address and we’ll send them a request.'],
    'Send',
  ),
  [ScreenKey.finished]: screen('You’re all set', ['Thanks for reviewing our terms.'], 'Done'),
  [ScreenKey.under13]: screen(
    'Sorry, you can’t use Lumen yet',
    ['You need to be at least 13 years old to use Lumen.'],
    'Learn more',
  ),
  [ScreenKey.alreadyFinished]: screen('You’re all set', ['You’ve already reviewed our terms.'], 'Done'),
};
