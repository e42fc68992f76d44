import type { hall } from '@sqw/contracts';
import { cardRenderer } from '../src/og-card';

const legend = (id: string, name = 'Ada'): hall.Legend => ({
  id,
  name,
  username: null,
  avatar_url: null,
  level: 2,
  title: 'Passive Player',
  challenge: '$25/week Challenge',
  passive_income: '$10/month',
  quote: null,
  badges: [],
  created_at: '2025-01-01T00:00:00Z',
});

describe('card cache', () => {
  it('renders a legend once, again when its certificate changes, and forgets the least recent past its bound', async () => {
    const rendered: string[] = [];
    const card = cardRenderer(2, async (svg) => {
      rendered.push(/class="n">([^<]*)</.exec(svg)![1]!);
      return Buffer.from(svg);
    });
    await card(legend('a'));
    await card(legend('a'));
    expect(rendered).toEqual(['Ada']);
    await card(legend('a', 'Ada Renamed'));
    expect(rendered).toEqual(['Ada', 'Ada Renamed']);
    await card(legend('b', 'Bea'));
    await card(legend('a', 'Ada Renamed')); // a is now the most recent, b the least
    await card(legend('c', 'Cy')); // evicts b
    await card(legend('a', 'Ada Renamed'));
    await card(legend('b', 'Bea'));
    expect(rendered).toEqual(['Ada', 'Ada Renamed', 'Bea', 'Cy', 'Bea']);
  });

  it('shares one render between concurrent requests and does not keep a failed one', async () => {
    let calls = 0;
    const card = cardRenderer(10, async () => {
      calls += 1;
      if (calls === 1) throw new Error('render failed');
      return Buffer.from('png');
    });
    const [x, y] = await Promise.allSettled([card(legend('a')), card(legend('a'))]);
    expect([x.status, y.status, calls]).toEqual(['rejected', 'rejected', 1]);
    await expect(card(legend('a'))).resolves.toEqual(Buffer.from('png'));
    expect(calls).toBe(2);
  });
});
