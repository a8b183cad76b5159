/** The legal pages' text (000 §2 legal routes): short, plain summaries written for this project. */
export interface LegalDoc {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const LegalDocs: Record<'terms' | 'privacy' | 'cookies' | 'press', LegalDoc> = {
  terms: {
    title: 'Terms of Use',
    updated: 'Last updated 1 March 2025',
    sections: [
      { heading: 'Welcome to Lumen', paragraphs: ['These Terms govern your use of Lumen, a service for sharing photos and videos with the people you follow. By creating an account or using Lumen, you agree to them.'] },
      { heading: 'Who can use Lumen', paragraphs: ['You must be at least 13 years old. If you are under 18, a parent or guardian may need to approve your account where the law requires it.', "You can't use Lumen if you've been convicted of a sexual offence, if we've disabled your account for breaking these Terms, or if the law forbids you from using it."] },
      { heading: 'Your content', paragraphs: ['You own what you post. You give us a licence to host, show and share it as your settings allow, which ends when you delete it (except where others have shared it and it is still visible to them).'] },
      { heading: 'How you may not use Lumen', paragraphs: ["Don't pretend to be someone else, post others' private information, harass people, or post anything illegal, misleading or that infringes others' rights. Don't try to access accounts or data you aren't allowed to."] },
      { heading: 'Ending these Terms', paragraphs: ['You can delete your account at any time. We may suspend or disable an account that breaks these Terms and will tell you when we do, unless the law prevents it.'] },
    ],
  },
  privacy: {
    title: 'Data Policy',
    updated: 'Last updated 1 March 2025',
    sections: [
      { heading: 'What we collect', paragraphs: ['The information you give us (your profile, photos, comments, messages), information about how you use Lumen, and information about your device such as its type and an identifier for this browser.'] },
      { heading: 'How we use it', paragraphs: ['To run and improve Lumen, keep accounts safe, show you the posts of people you follow, and communicate with you. We do not sell your personal information.'] },
      { heading: 'Your choices', paragraphs: ['You can see, download and delete your information. Use Download your data to get a copy of what you have shared.'] },
      { heading: 'Children', paragraphs: ['Lumen is not for children under 13. Where required, we ask a parent or guardian to approve accounts of people under 18.'] },
    ],
  },
  cookies: {
    title: 'Cookies Policy',
    updated: 'Last updated 1 March 2025',
    sections: [
      { heading: 'What cookies are', paragraphs: ['Cookies are small pieces of text stored by your browser. We use them and similar storage to keep you logged in and to protect your account.'] },
      { heading: 'Which cookies we use', paragraphs: ['A session cookie and your user id keep you logged in; a CSRF token protects your requests; a machine id recognises this browser; the cookie banner cookie remembers your choice. Until you make that choice, we set no other cookies and send no analytics.'] },
      { heading: 'Your choices', paragraphs: ['You can remove cookies in your browser settings. Without them you will need to log in again, and some features may not work.'] },
    ],
  },
  press: {
    title: 'Press',
    updated: 'Lumen newsroom',
    sections: [
      { heading: 'About Lumen', paragraphs: ['Lumen is a simple way to capture and share moments with friends through photos and videos. It works on the web, on mobile browsers and offline.'] },
      { heading: 'Press enquiries', paragraphs: ['For interviews, brand assets and information about Lumen, write to press@lumen.example.'] },
    ],
  },
};
