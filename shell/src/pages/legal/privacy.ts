import { BRAND } from '../../brand';
import type { LegalDoc } from './LegalPage';

export const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  updated: 'November 22, 2026',
  intro: `${BRAND.longName} ("we", "us") respects your privacy. This policy explains what we collect when you use this site, our coaching, courses, resources and services, why we collect it, and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      body: [
        'Account details you give us: your first and last name, e-mail address and a password (stored only as a one-way hash).',
        'What you send through our forms: newsletter and free-guide sign-ups, contact messages, web-build questionnaires, media proposal requests and Hall of Legends applications, including any photo you choose to upload.',
        'Purchase records: the products you order, pay codes, the payment proof images you upload and their review status. We do not receive or store card numbers; payments are made through third-party payment apps.',
        'Anonymous usage counts: the pages viewed, the site that referred you and a random per-visit identifier. We set no tracking cookies and do not store your IP address with page views.',
      ],
    },
    {
      heading: 'How we use it',
      body: [
        'To provide what you ask for: your account, your courses and sessions, your purchases and downloads, and replies to your requests.',
        'To send transactional e-mails (confirmations, receipts, verification codes) and, only if you subscribed, our Sovereign Wealth Insights newsletter. Every newsletter contains a one-click unsubscribe link.',
        'To keep the site secure, prevent abuse (for example rate limits on forms) and understand which pages are useful.',
      ],
    },
    {
      heading: 'Sharing',
      body: [
        'We do not sell your personal information. We share it only with service providers that host the site and deliver e-mail on our behalf, under confidentiality obligations, or when the law requires it.',
        'If you are approved into the Hall of Legends, the name, alias, level, quote and photo you submitted are shown publicly; your e-mail address never is.',
      ],
    },
    {
      heading: 'Retention and your rights',
      body: [
        'We keep account and purchase records for as long as your account is active and as required for tax and accounting. Form submissions are kept for up to three years.',
        `You may ask to see, correct, export or delete your personal information by writing to ${BRAND.email}. You can update your name and password at any time on your account page.`,
      ],
    },
    {
      heading: 'Security',
      body: [
        'Passwords are hashed, sessions use short-lived signed tokens, uploads are stored privately and served only to those allowed to see them, and administrative access is restricted to staff accounts.',
      ],
    },
    {
      heading: 'Contact',
      body: [`Questions about this policy: ${BRAND.email}.`],
    },
  ],
};
