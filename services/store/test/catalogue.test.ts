import { store } from '@sqw/contracts';
import { startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('lists the active course, coaching and bundle products by price ascending', async () => {
    const res = await t.app.inject('/products');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as store.Product[];
    expect(items.map((p) => [p.slug, p.type, p.price_cents])).toEqual([
      ['hourly-coaching', 'coaching', 5_000],
      ['sqw-course', 'course', 100_000],
      ['sqw-blueprint', 'course', 250_000],
      ['sqw-full-bundle', 'bundle', 300_000],
    ]);
    const bundle = items.find((p) => p.slug === 'sqw-full-bundle')!;
    expect(bundle.compare_at_cents).toBe(350_000);
    expect(items.find((p) => p.slug === 'sqw-course')!.features).toContain('4-6 sessions over 2-3 weeks');
  });

  it('hides inactive products', async () => {
    await t.db.updateTable('products').set({ is_active: false }).where('slug', '=', 'sqw-blueprint').execute();
    try {
      const slugs = (await t.app.inject('/products')).json().items.map((p: store.Product) => p.slug);
      expect(slugs).not.toContain('sqw-blueprint');
      expect((await t.app.inject('/products/sqw-blueprint')).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('products').set({ is_active: true }).where('slug', '=', 'sqw-blueprint').execute();
    }
  });

  it('serves the playbook add-on and the three monthly plans', async () => {
    expect((await t.app.inject('/products?type=digital')).json().items).toEqual([
      expect.objectContaining({ slug: 'empire-playbook', title: 'Full Digital Add-On', price_cents: 29_700 }),
    ]);
    const plans = (await t.app.inject('/plans')).json().items as store.Product[];
    expect(plans.map((p) => [p.title, p.price_cents, p.badge])).toEqual([
      ['Basic', 2_900, null],
      ['Premium', 7_900, 'Most Popular'],
      ['Elite', 19_900, null],
    ]);
    expect((await t.app.inject('/products?type=bogus')).statusCode).toBe(400);
  });

  it('serves the four digital catalogue items with dollar prices', async () => {
    const items = (await t.app.inject('/catalogue')).json().items as store.CatalogueItem[];
    expect(items.map((i) => i.price)).toEqual([19.99, 24.99, 39.99, 49.99]);
    expect(items.filter((i) => i.preview)).toHaveLength(2);
    for (const i of items) expect(store.CatalogueItem.parse(i)).toEqual(i);
  });

  it('exposes the public payment settings', async () => {
    expect((await t.app.inject('/config/public')).json()).toEqual({ test_mode: false, cashapp_handle: '$SQWCoaching' });
  });
});

describe('price formatting', () => {
  it('shows products in whole dollars and orders with cents', () => {
    expect(store.formatPrice(100_000)).toBe('$1,000');
    expect(store.formatPrice(29_700)).toBe('$297');
    expect(store.formatAmount(100_000)).toBe('$1,000.00');
    expect(store.formatAmount(500)).toBe('$5.00');
    expect(store.cashAppUrl('$SQWCoaching', 5_000)).toBe('https://cash.app/$SQWCoaching/50');
    expect(store.cashAppUrl('SQWCoaching', 500, 'SQW-ABCD2345')).toBe('https://cash.app/$SQWCoaching/5?note=SQW-ABCD2345');
  });
});
