/** Wording of the consent screens and failures (000 §8: FETCH_CONSENTS_FAILED, UPDATE_CONSENT_FAILED; wording ours). */
export const ConsentTexts = {
  fetchFailed: "Couldn't load this page. Check your connection and try again.",
  updateFailed: "Couldn't save your choice. Please try again.",
  dobFailed: "Couldn't save your birthday. Please try again.",
  under13: "Sorry, you can't use Lumen yet. People under 13 can't have an account.",
  blocked: "You've tried too many times. Please try again later.",
  notEligible: "Sorry, you can't sign up for Lumen with this date of birth.",
} as const;

export const AGE_LABEL: Record<'under_13' | '13_to_18' | 'under_18' | 'above_18', string> = {
  under_13: 'Under 13',
  '13_to_18': '13 to 17',
  under_18: 'Under 18',
  above_18: '18 or older',
};
