/** Texts of the sign-up flow; ours (000 §8: wording not shown). */
export const AgeMessages = {
  notEligible: "Sorry, you can't sign up for Lumen with this date of birth.",
  blocked: "You've tried too many times. Please try again later.",
} as const;

export const TakenMessages = {
  email: 'Another account is using this email.',
  phone: 'Another account is using this phone number.',
} as const;
