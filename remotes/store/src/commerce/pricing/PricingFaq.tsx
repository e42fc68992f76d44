import { FaqSection } from '../../shared/FaqSection';

const FAQ = [
  {
    title: 'Is there a free trial?',
    body: 'Premium and Elite include a 7-day free trial. If the plan is not for you, contact us within the first 7 days and we cancel it and refund your payment in full.',
  },
  {
    title: 'Can I change plans later?',
    body: 'Yes, you can change plans at any time. Choose the new plan on this page; it starts as soon as we confirm the payment, with a fresh monthly renewal date.',
  },
  {
    title: 'How do I pay?',
    body: 'We accept cards, PayPal and crypto. Checkout on this site uses Cash App with a unique pay code; to pay by card, PayPal or crypto, contact us with your pay code and we send you a payment link.',
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
