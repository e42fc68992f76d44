import { BRAND } from '../../brand';
import type { LegalDoc } from './LegalPage';

export const termsOfService: LegalDoc = {
  title: 'Terms of Service',
  updated: 'November 22, 2026',
  intro: `These terms govern your use of the ${BRAND.longName} website, membership, courses, coaching sessions, digital resources, web-build and media services. By creating an account or buying from us you agree to them.`,
  sections: [
    {
      heading: 'Accounts',
      body: [
        'You must give accurate information and keep your password confidential. You are responsible for activity under your account. A free account gives access to member areas; premium content requires a purchase.',
        "We may suspend accounts that abuse the site, share paid content or attempt to access other members' data.",
      ],
    },
    {
      heading: 'Purchases and payment',
      body: [
        'Prices are shown in US dollars. Each order receives a unique pay code; include it with your payment. Access to a course, session credit or resource starts once we have verified your payment, normally within 24 hours.',
        'Membership plans renew monthly until cancelled. Web-build projects require a 50% deposit before work begins; maintenance is billed separately after launch.',
      ],
    },
    {
      heading: 'Refunds',
      body: [
        'Coaching sessions may be rescheduled up to 24 hours in advance. Digital downloads and course content are non-refundable once accessed. If something you bought does not work as described, contact us and we will make it right.',
      ],
    },
    {
      heading: 'Your content',
      body: [
        'You keep ownership of what you submit (questionnaires, applications, photos). You grant us the licence needed to process it and, for approved Hall of Legends entries, to display it on the site. You confirm you have the right to share it.',
      ],
    },
    {
      heading: 'Our content',
      body: ['Courses, guides, templates and videos are licensed for your personal use only. Do not resell, redistribute or publicly share them.'],
    },
    {
      heading: 'Liability',
      body: [
        'Our services are educational. To the extent permitted by law, we are not liable for investment losses or indirect damages arising from the use of the site or our materials. See the Disclaimer.',
      ],
    },
    {
      heading: 'Changes and contact',
      body: [`We may update these terms; the date above shows the latest version. Questions: ${BRAND.email}.`],
    },
  ],
};
