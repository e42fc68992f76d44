import * as we from '../src/web-essentials';

const totals = (q: we.Quote) => ({
  oneTime: q.oneTimeTotal,
  deposit: q.depositDue,
  monthly: q.monthlyTotal,
  savings: q.savings,
  from: q.monthlyIsStartingPrice,
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
    expect(we.quote({ selectionType: 'individual' })).toEqual({
      lines: [],
      oneTimeTotal: 0,
      depositDue: 0,
      monthlyTotal: 0,
      monthlyIsStartingPrice: false,
      savings: { oneTime: 0, monthly: 0 },
    });
  });

  it.each([
    ['basic', 875, 437.5],
    ['premium', 1225, 612.5],
    ['authority', 1750, 875],
  ] as const)('prices the %s package with its 50%% deposit', (pkg, total, deposit) => {
    const q = we.quote({ selectionType: 'individual', package: pkg });
    expect(totals(q)).toEqual({ oneTime: total, deposit, monthly: 0, savings: { oneTime: 0, monthly: 0 }, from: false });
    expect(q.lines).toEqual([{ kind: 'package', id: pkg, label: we.PACKAGES[pkg].label, amount: total, cadence: 'one-time', startingPrice: false }]);
  });

  it('formats the deposits as the page states them', () => {
    expect(we.PACKAGE_IDS.map((p) => we.formatUsd(we.quote({ selectionType: 'individual', package: p }).depositDue))).toEqual(['$437.50', '$612.50', '$875']);
    expect(we.formatUsd(1225)).toBe('$1,225');
    expect(we.DEPOSIT_STATEMENT).toContain('$437.50');
  });

  it.each([
    ['business-starter', 1440, 720, 150],
    ['growth-pro', 1700, 850, 325],
  ] as const)('prices the %s build bundle with its $75 setup discount', (bundle, oneTime, deposit, monthly) => {
    const q = we.quote({ selectionType: 'bundle', bundle });
    expect(totals(q)).toEqual({ oneTime, deposit, monthly, savings: { oneTime: 75, monthly: 0 }, from: false });
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
    const q = we.quote({ selectionType: 'individual', package: 'basic', hosting, maintenance });
    expect(totals(q)).toEqual({ oneTime: 875, deposit: 437.5, monthly, savings: { oneTime: 0, monthly: 0 }, from: false });
  });

  it('marks high-end hosting as a starting price', () => {
    const q = we.quote({ selectionType: 'individual', package: 'authority', hosting: 'high-end', maintenance: 'priority' });
    expect(totals(q)).toMatchObject({ monthly: 625, from: true });
    expect(q.lines.find((l) => l.kind === 'hosting')).toMatchObject({ amount: 500, startingPrice: true });
  });

  it.each([
    ['standard-bundle', 125],
    ['pro-bundle', 300],
  ] as const)('prices the %s at its bundle price with a $25 monthly saving', (hm, monthly) => {
    const q = we.quote({ selectionType: 'individual', package: 'premium', bundleHostingMaintenance: hm });
    expect(totals(q)).toEqual({ oneTime: 1225, deposit: 612.5, monthly, savings: { oneTime: 0, monthly: 25 }, from: false });
  });

  it('does not also charge separate hosting and maintenance next to a hosting-and-maintenance bundle', () => {
    const q = we.quote({
      selectionType: 'individual',
      package: 'basic',
      hosting: 'high-end',
      maintenance: 'priority',
      bundleHostingMaintenance: 'standard-bundle',
    });
    expect(q.monthlyTotal).toBe(125);
    expect(q.monthlyIsStartingPrice).toBe(false);
    expect(q.lines.map((l) => l.kind)).toEqual(['package', 'hosting-bundle']);
  });

  it('adds every add-on once to the one-time total and the deposit', () => {
    const q = we.quote({ selectionType: 'individual', package: 'basic', addOns: [...we.ADD_ON_IDS, 'extra-page'] });
    // 875 + 200 + 65 + 85 + 65 + 75 + 125 + 175
    expect(totals(q)).toMatchObject({ oneTime: 1665, deposit: 832.5 });
    expect(q.lines.filter((l) => l.kind === 'add-on')).toHaveLength(7);
  });

  it('keeps odd add-on totals to the cent in the deposit', () => {
    const q = we.quote({ selectionType: 'individual', package: 'premium', addOns: ['text-image-update'] });
    expect(totals(q)).toMatchObject({ oneTime: 1290, deposit: 645 });
    const small = we.quote({ selectionType: 'individual', addOns: ['gallery-slider', 'embed-video-pdf', 'testimonials'] });
    expect(totals(small)).toMatchObject({ oneTime: 225, deposit: 112.5 });
  });

  it('adds add-ons to a build bundle', () => {
    const q = we.quote({ selectionType: 'bundle', bundle: 'growth-pro', addOns: ['booking-tool', 'domain-setup'] });
    expect(totals(q)).toEqual({ oneTime: 2000, deposit: 1000, monthly: 325, savings: { oneTime: 75, monthly: 0 }, from: false });
  });

  it('ignores choices hidden for the selection type', () => {
    const bundle = we.quote({
      selectionType: 'bundle',
      bundle: 'business-starter',
      package: 'authority',
      hosting: 'premium',
      maintenance: 'basic',
      bundleHostingMaintenance: 'pro-bundle',
    });
    expect(totals(bundle)).toMatchObject({ oneTime: 1440, monthly: 150 });
    const individual = we.quote({ selectionType: 'individual', package: 'basic', bundle: 'growth-pro' });
    expect(totals(individual)).toMatchObject({ oneTime: 875, monthly: 0 });
  });

  it('ignores values outside the table, so a half-filled form still quotes', () => {
    const q = we.quote({ selectionType: 'individual', package: '' as never, hosting: 'gold' as never, addOns: ['seo' as never, 'testimonials'] });
    expect(totals(q)).toMatchObject({ oneTime: 65, monthly: 0 });
  });

  it('names the choice for the admin table', () => {
    expect(we.choiceLabel({ selectionType: 'individual', package: 'premium' })).toBe('Premium');
    expect(we.choiceLabel({ selectionType: 'bundle', bundle: 'growth-pro' })).toBe('Growth Pro bundle');
    expect(we.choiceLabel({ selectionType: 'individual', package: null })).toBe('Package (not chosen)');
  });
});
