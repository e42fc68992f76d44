// The copy of the coaching landing page's marketing variant, shown to visitors.

export const GUEST_PROCESS = [
  { title: 'Account Setup', text: 'Open and secure the right banking, brokerage and self-custody accounts, step by step.' },
  { title: 'Education', text: 'Learn how stocks, index funds and digital assets really work, in plain language.' },
  { title: 'Building Wealth', text: 'Automate investing and grow income streams with a plan that fits your life.' },
  { title: 'Wealth Protection', text: 'Protect what you build with insurance, legal structures and a legacy plan.' },
];

export const BENEFITS = [
  { title: '1:1 Personal Guidance', text: 'Every session is about your accounts, your goals and your questions, never a generic webinar.' },
  { title: 'Security First', text: 'We set up password managers, two-factor logins and hardware wallets before a single dollar moves.' },
  { title: 'Generational Thinking', text: 'Go beyond this year\u2019s budget: build structures and habits that protect your family for decades.' },
];

export const PLAYBOOK_TIERS = [
  { name: 'Lite', price: 'Free', text: 'The Triangle of Control overview and a starter checklist, included with your free account.' },
  { name: 'Full Digital Add-On', price: '$297', text: 'The complete Empire Structuring Playbook: LLC, trust and foundation templates and walkthroughs.' },
  { name: 'Elite Implementation', price: '$2,500+', text: 'Done-with-you implementation of your structure alongside your coach and trusted professionals.' },
];
