import type { store } from '@sqw/contracts';

type SeedProduct = {
  slug: string;
  title: string;
  description: string;
  type: store.ProductType;
  price_cents: number;
  compare_at_cents?: number;
  badge?: string;
  session_credits?: number;
  features: string[];
};

/** The launch products and prices, plus the membership plans, as the first migration seeds them. */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    slug: 'hourly-coaching',
    title: 'Hourly Coaching',
    description: 'One focused 1:1 hour on your accounts, your questions and your next move.',
    type: 'coaching',
    price_cents: 5_000,
    session_credits: 1,
    features: [
      'One 60-minute 1:1 session',
      'Account setup and security review',
      'Personal action plan after the call',
      'Counts toward the Full Sovereign Course upgrade credit',
    ],
  },
  {
    slug: 'sqw-course',
    title: 'Full Sovereign Course',
    description: 'The complete guided program: 4-6 coaching sessions over 2-3 weeks, from account setup to long-term wealth protection.',
    type: 'course',
    price_cents: 100_000,
    session_credits: 4,
    features: [
      '4-6 sessions over 2-3 weeks',
      'Hardware wallet included',
      '25% off partner wellness services',
      'Priority scheduling',
      'Upgrade credit: the value of up to three previous hourly sessions',
    ],
  },
  {
    slug: 'sqw-blueprint',
    title: '40-Year Blueprint',
    description: 'A multi-generational wealth plan: income streams, asset protection and legacy structures mapped over forty years.',
    type: 'course',
    price_cents: 250_000,
    features: [
      '40-year wealth roadmap',
      'Asset protection and legacy structures',
      'Generational transfer planning',
      'Lifetime access to the blueprint lessons',
    ],
  },
  {
    slug: 'sqw-full-bundle',
    title: 'Complete Sovereign Bundle',
    description: 'The Full Sovereign Course and the 40-Year Blueprint together.',
    type: 'bundle',
    price_cents: 300_000,
    compare_at_cents: 350_000,
    badge: 'Save $500',
    session_credits: 4,
    features: [
      'Everything in the Full Sovereign Course',
      'Everything in the 40-Year Blueprint',
      'Both course dashboards unlocked',
      'Save $500 against buying separately',
    ],
  },
  {
    slug: 'empire-playbook',
    title: 'Full Digital Add-On',
    description: 'The Empire Structuring Playbook toolkit: the LLC / Trust / Foundation Triangle of Control, templates and walkthroughs.',
    type: 'digital',
    price_cents: 29_700,
    features: [
      'Triangle of Control structuring guide',
      'Entity formation checklists and templates',
      'Trust and foundation walkthroughs',
      'Privacy and asset-protection playbook',
    ],
  },
  {
    slug: 'plan-basic',
    title: 'Basic',
    description: 'Start your sovereignty journey with the essentials.',
    type: 'membership',
    price_cents: 2_900,
    features: ['Member resource library (free guides)', 'Monthly Sovereign Wealth Insights newsletter', 'Community chat access', 'Email support'],
  },
  {
    slug: 'plan-premium',
    title: 'Premium',
    description: 'Deeper education and monthly group coaching.',
    type: 'membership',
    price_cents: 7_900,
    badge: 'Most Popular',
    features: ['Everything in Basic', 'Monthly live group coaching call', 'Quarterly portfolio check-in', 'Priority email support'],
  },
  {
    slug: 'plan-elite',
    title: 'Elite',
    description: 'Hands-on guidance for serious wealth builders.',
    type: 'membership',
    price_cents: 19_900,
    features: ['Everything in Premium', 'Monthly 1:1 strategy call', 'Priority session scheduling', 'Direct message access to your coach'],
  },
];

/** The public digital products page: four items, two of them previewable. */
export const SEED_CATALOGUE = [
  {
    id: 'sovereign-budget-workbook',
    title: 'Sovereign Budget Workbook',
    description: 'A printable 30-day workbook to map every dollar, build a buffer and start paying yourself first.',
    price_cents: 1_999,
    preview: true,
  },
  {
    id: 'crypto-security-checklist',
    title: 'Crypto Security Checklist',
    description: 'Step-by-step wallet, seed-phrase and exchange security checks before you hold a single coin.',
    price_cents: 2_499,
    preview: true,
  },
  {
    id: 'passive-income-planner',
    title: 'Passive Income Planner',
    description: 'Templates to design, track and grow dividend, rental and digital income streams.',
    price_cents: 3_999,
    preview: false,
  },
  {
    id: 'legacy-trust-starter-kit',
    title: 'Legacy Trust Starter Kit',
    description: 'Plain-language guide and worksheets to prepare for a trust conversation with your attorney.',
    price_cents: 4_999,
    preview: false,
  },
];
