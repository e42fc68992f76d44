import * as we from '../src/web-essentials';

const totals = (q: we.Quote) => ({
  one_time: q.one_time_total,
  deposit: q.deposit_due,
  monthly: q.monthly_total,
  savings: q.savings,
  from: q.monthly_is_starting_price,
});

describe('price table', () => {
  it('holds the published prices', () => {
    expect(we.PACKAGE_IDS.map((id) => [id, we.PACKAGES[id].price, we.PACKAGES[id].pages, we.PACKAGES[id].revisions])).toEqual([
      ['basic', 875, 5, 1],
      ['premium', 1225, 7, 2],
      ['authority', 1750, 10, 3],
    ]);
    expect(we.HOSTING_IDS.map((id) => we.HOSTING[id].price)).toEqual([25, 75, 200, 500]);
    expect(we.HOSTING_IDS.filter((id) => we.HOSTING[id].startingPrice)).toEqual(['high-end']);
    expect(we.MAINTENANCE_IDS.map((id) => [we.MAINTENANCE[id].price, we.MAINTENANCE[id].updates])).toEqual([
      [75, 1],
      [125, 3],
    ]);
    expect(we.HOSTING_BUNDLE_IDS.map((id) => we.HOSTING_BUNDLES[id].price)).toEqual([125, 300]);
    expect(we.BUILD_BUNDLE_IDS.map((id) => [we.BUILD_BUNDLES[id].price, we.BUILD_BUNDLES[id].monthly, we.BUILD_BUNDLES[id].setupDiscount])).toEqual([
      [1440, 150, 75],
      [1700, 325, 75],
    ]);
    expect(Object.fromEntries(we.ADD_ON_IDS.map((id) => [id, we.ADD_ONS[id].price]))).toEqual({
      'extra-page': 200,
      'text-image-update': 65,
      'gallery-slider': 85,
      testimonials: 65,
      'embed-video-pdf': 75,
      'booking-tool': 125,
      'domain-setup': 175,
    });
    expect(we.SEO_FORMATTING).toMatchObject({ price: 100, priceLabel: 'about $100' });
    expect(we.DEPOSIT_RATE).toBe(0.5);
  });

  it('makes each hosting-and-maintenance bundle save $25 against its parts', () => {
    expect(we.HOSTING_BUNDLE_IDS.map(we.hostingBundleSaving)).toEqual([25, 25]);
  });
});

describe('quote', () => {
  it('is zero with nothing chosen', () => {
    expect(we.quote({ selection_type: 'individual' })).toEqual({
      lines: [],
      one_time_total: 0,
      deposit_due: 0,
      monthly_total: 0,
      monthly_is_starting_price: false,
      savings: { one_time: 0, monthly: 0 },
    });
  });

  it.each([
    ['basic', 875, 437.5],
    ['premium', 1225, 612.5],
    ['authority', 1750, 875],
  ] as const)('prices the %s package with its 50%% deposit', (pkg, total, deposit) => {
    const q = we.quote({ selection_type: 'individual', package: pkg });
    expect(totals(q)).toEqual({ one_time: total, deposit, monthly: 0, savings: { one_time: 0, monthly: 0 }, from: false });
    expect(q.lines).toEqual([{ kind: 'package', id: pkg, label: we.PACKAGES[pkg].label, amount: total, cadence: 'one-time', starting_price: false }]);
  });

  it('formats the deposits as the page states them', () => {
    expect(we.PACKAGE_IDS.map((p) => we.formatUsd(we.quote({ selection_type: 'individual', package: p }).deposit_due))).toEqual(['$437.50', '$612.50', '$875']);
    expect(we.formatUsd(1225)).toBe('$1,225');
    expect(we.DEPOSIT_STATEMENT).toContain('$437.50');
  });

  it.each([
    ['business-starter', 1440, 720, 150],
    ['growth-pro', 1700, 850, 325],
  ] as const)('prices the %s build bundle with its $75 setup discount', (bundle, oneTime, deposit, monthly) => {
    const q = we.quote({ selection_type: 'bundle', bundle });
    expect(totals(q)).toEqual({ one_time: oneTime, deposit, monthly, savings: { one_time: 75, monthly: 0 }, from: false });
    expect(q.lines.map((l) => [l.kind, l.cadence, l.amount])).toEqual([
      ['build-bundle', 'one-time', oneTime],
      ['build-bundle', 'monthly', monthly],
    ]);
  });

  it.each([
    ['basic', 'basic', 100],
    ['standard', 'basic', 150],
    ['premium', 'priority', 325],
    ['basic', null, 25],
    [null, 'priority', 125],
  ] as const)('adds %s hosting and %s maintenance per month', (hosting, maintenance, monthly) => {
    const q = we.quote({ selection_type: 'individual', package: 'basic', hosting, maintenance });
    expect(totals(q)).toEqual({ one_time: 875, deposit: 437.5, monthly, savings: { one_time: 0, monthly: 0 }, from: false });
  });

  it('marks high-end hosting as a starting price', () => {
    const q = we.quote({ selection_type: 'individual', package: 'authority', hosting: 'high-end', maintenance: 'priority' });
    expect(totals(q)).toMatchObject({ monthly: 625, from: true });
    expect(q.lines.find((l) => l.kind === 'hosting')).toMatchObject({ amount: 500, starting_price: true });
  });

  it.each([
    ['standard-bundle', 125],
    ['pro-bundle', 300],
  ] as const)('prices the %s at its bundle price with a $25 monthly saving', (hm, monthly) => {
    const q = we.quote({ selection_type: 'individual', package: 'premium', bundle_hosting_maintenance: hm });
    expect(totals(q)).toEqual({ one_time: 1225, deposit: 612.5, monthly, savings: { one_time: 0, monthly: 25 }, from: false });
  });

  it('does not also charge separate hosting and maintenance next to a hosting-and-maintenance bundle', () => {
    const q = we.quote({
      selection_type: 'individual',
      package: 'basic',
      hosting: 'high-end',
      maintenance: 'priority',
      bundle_hosting_maintenance: 'standard-bundle',
    });
    expect(q.monthly_total).toBe(125);
    expect(q.monthly_is_starting_price).toBe(false);
    expect(q.lines.map((l) => l.kind)).toEqual(['package', 'hosting-bundle']);
  });

  it('adds every add-on once to the one-time total and the deposit', () => {
    const q = we.quote({ selection_type: 'individual', package: 'basic', add_ons: [...we.ADD_ON_IDS, 'extra-page'] });
    // 875 + 200 + 65 + 85 + 65 + 75 + 125 + 175
    expect(totals(q)).toMatchObject({ one_time: 1665, deposit: 832.5 });
    expect(q.lines.filter((l) => l.kind === 'add-on')).toHaveLength(7);
  });

  it('keeps odd add-on totals to the cent in the deposit', () => {
    const q = we.quote({ selection_type: 'individual', package: 'premium', add_ons: ['text-image-update'] });
    expect(totals(q)).toMatchObject({ one_time: 1290, deposit: 645 });
    const small = we.quote({ selection_type: 'individual', add_ons: ['gallery-slider', 'embed-video-pdf', 'testimonials'] });
    expect(totals(small)).toMatchObject({ one_time: 225, deposit: 112.5 });
  });

  it('adds add-ons to a build bundle', () => {
    const q = we.quote({ selection_type: 'bundle', bundle: 'growth-pro', add_ons: ['booking-tool', 'domain-setup'] });
    expect(totals(q)).toEqual({ one_time: 2000, deposit: 1000, monthly: 325, savings: { one_time: 75, monthly: 0 }, from: false });
  });

  it('ignores choices hidden for the selection type', () => {
    const bundle = we.quote({
      selection_type: 'bundle',
      bundle: 'business-starter',
      package: 'authority',
      hosting: 'premium',
      maintenance: 'basic',
      bundle_hosting_maintenance: 'pro-bundle',
    });
    expect(totals(bundle)).toMatchObject({ one_time: 1440, monthly: 150 });
    const individual = we.quote({ selection_type: 'individual', package: 'basic', bundle: 'growth-pro' });
    expect(totals(individual)).toMatchObject({ one_time: 875, monthly: 0 });
  });

  it('ignores values outside the table, so a half-filled form still quotes', () => {
    const q = we.quote({ selection_type: 'individual', package: '' as never, hosting: 'gold' as never, add_ons: ['seo' as never, 'testimonials'] });
    expect(totals(q)).toMatchObject({ one_time: 65, monthly: 0 });
  });

  it('names the choice for the admin table', () => {
    expect(we.choiceLabel({ selection_type: 'individual', package: 'premium' })).toBe('Premium');
    expect(we.choiceLabel({ selection_type: 'bundle', bundle: 'growth-pro' })).toBe('Growth Pro bundle');
    expect(we.choiceLabel({ selection_type: 'individual', package: null })).toBe('Package (not chosen)');
  });
});
