import { FaqSection } from '../../shared/FaqSection';

const FAQ = [
  {
    title: 'Can I change plans later?',
    body: 'Yes, you can change plans at any time. Choose the new plan on this page; it starts as soon as we confirm the payment, with a fresh monthly renewal date.',
  },
  {
    title: 'How do I pay?',
    body: 'With Cash App. Choosing a plan creates an order with your own pay code: send the amount to our Cash App handle with the pay code in the note, then upload a screenshot of the payment in the same window.',
  },
  {
    title: 'Will I be charged automatically?',
    body: 'No. Nothing is charged without you: each month is a payment you send yourself, and a plan you do not renew simply ends at its renewal date.',
  },
  {
    title: 'When does my plan start?',
    body: 'As soon as we confirm your payment (within 24 hours). Your plan, start date and renewal date then appear on your account and your dashboard.',
  },
  {
    title: 'What happens when a month ends?',
    body: 'Your plan shows its renewal date. Renew by choosing the same plan again; renewing early adds a month to your current period.',
  },
];

/** The plans' questions and answers; one open at a time. */
export function PricingFaq() {
  return <FaqSection id="pricing-faq-title" items={FAQ} />;
}
