import { BRAND } from '../../brand';
import type { LegalDoc } from './LegalPage';

export const disclaimer: LegalDoc = {
  title: 'Disclaimer',
  updated: 'November 22, 2026',
  intro: `Everything ${BRAND.longName} publishes or teaches (courses, coaching, guides, the newsletter, the Hall of Legends and this website) is for educational purposes only.`,
  sections: [
    {
      heading: 'Not financial, legal or tax advice',
      body: [
        'We are educators and coaches, not your financial adviser, broker, attorney or accountant. Nothing here is a recommendation to buy or sell any security, cryptocurrency, insurance product or other asset. Consult a licensed professional before making decisions about your money, entity structures (LLCs, trusts, foundations) or taxes.',
      ],
    },
    {
      heading: 'Risk',
      body: [
        'Investing in stocks and especially in crypto assets involves risk, including the loss of your entire investment. Past performance does not guarantee future results. Only invest what you can afford to lose.',
      ],
    },
    {
      heading: 'Results',
      body: [
        'Testimonials and Hall of Legends figures are the reported experiences of individuals. They are not typical and are not a promise of similar results; your results depend on your circumstances, effort and the markets.',
      ],
    },
    {
      heading: 'Third parties',
      body: [
        'Links to payment apps, partner ventures and other sites are provided for convenience. We are not responsible for their content, policies or services.',
      ],
    },
  ],
};
