// The coaching pages' copy and the business constants they quote.

export const SUPPORT_EMAIL = 'support@sqwcoaching.com';

/** The products on the full page's pricing section, in the order they are offered. */
export const PRICING_SLUGS = ['hourly-coaching', 'sqw-course', 'sqw-blueprint', 'sqw-full-bundle'] as const;

/** The success toasts of the two coaching payment buttons. */
export const PAYMENT_TOASTS: Partial<Record<string, { title: string; description: string }>> = {
  'hourly-coaching': {
    title: 'Payment Started',
    description: `After paying, please contact support at ${SUPPORT_EMAIL} to schedule your session.`,
  },
  'sqw-course': {
    title: 'Thank You for Your Purchase!',
    description: 'Thank you for purchasing the Full Sovereign Course. We will be in touch to plan your first session.',
  },
};

export const FULL_PROCESS = [
  {
    title: 'Intro Consultation',
    text: 'We start with a relaxed conversation about where your money is today, what worries you and where you want it to take you.',
  },
  {
    title: 'Account Setup Walkthrough',
    text: 'Screen by screen, we open and secure the accounts you need: banking, brokerage and a self-custody crypto wallet.',
  },
  { title: 'Ongoing Coaching', text: 'Regular 1:1 sessions keep you on track as you invest, protect what you build and make decisions with confidence.' },
];

export const TESTIMONIALS = [
  {
    name: 'Marcus T.',
    role: 'Full Sovereign Course client',
    content: 'I went from a single checking account to a brokerage, a hardware wallet and a plan I actually understand. The walkthroughs made it feel easy.',
  },
  {
    name: 'Danielle R.',
    role: 'Hourly coaching client',
    content: 'One hour answered questions I had been sitting on for years. I left with a written action plan and finally set up my accounts.',
  },
  {
    name: 'Andre W.',
    role: 'Complete bundle client',
    content: 'The 40-year view changed how my family talks about money. We now have a roadmap we review together every quarter.',
  },
];

export const FAQ = [
  {
    q: 'Do I need any experience with investing or crypto?',
    a: 'No. Coaching starts from where you are today. We explain every step in plain language and set up each account together.',
  },
  {
    q: 'How are sessions held?',
    a: 'Sessions are 1:1 video calls of about 60 minutes. You share your screen when we set up accounts, so you stay in control of every login.',
  },
  {
    q: 'How do I book follow-up sessions?',
    a: 'Registered members have a client portal for booking follow-ups: request a session with your preferred times from your dashboard and we confirm one of them.',
  },
  {
    q: 'What is included in the Full Sovereign Course?',
    a: '4-6 sessions over 2-3 weeks, a hardware wallet, 25% off partner wellness services and priority scheduling, plus the course lessons in your dashboard.',
  },
  {
    q: 'I already paid for hourly sessions. Can I upgrade?',
    a: 'Yes. When you upgrade to the Full Sovereign Course, the value of up to three previous hourly sessions is credited toward it.',
  },
  {
    q: 'Do you manage my money or give financial advice?',
    a: 'No. We never hold your funds or your keys. Coaching is education: you make every decision and keep full control of your accounts.',
  },
];
