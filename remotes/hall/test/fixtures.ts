import type { hall } from '@sqw/contracts';

export const HALL = 'http://hall.test';

export const legend = (n: number, name: string, over: Partial<hall.Legend> = {}): hall.Legend => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  username: null,
  avatar_url: null,
  level: 7,
  title: 'Wealth Commander',
  challenge: 'Debt Freedom',
  passive_income: '$1,000/mo',
  quote: null,
  badges: [],
  created_at: '2030-01-01T00:00:00Z',
  ...over,
});
