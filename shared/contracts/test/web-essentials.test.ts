import * as we from '../src/web-essentials';

const base = {
  businessName: 'Sovereign Bakery',
  businessDescription: 'Artisan sourdough for the neighbourhood.',
  services: 'Bread, pastries, catering',
  contactName: 'Ada Baker',
  contactEmail: 'Ada@Example.com',
};

const issues = (input: unknown) => {
  const r = we.Questionnaire.safeParse(input);
  if (r.success) throw new Error('expected a validation failure');
  return r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('questionnaire schema', () => {
  it('fills the defaults and normalises text', () => {
    const q = we.Questionnaire.parse({ ...base, tagline: '  ', notes: '' });
    expect(q).toMatchObject({
      selectionType: 'individual',
      package: null,
      bundle: null,
      addOns: [],
      hosting: null,
      maintenance: null,
      bundleHostingMaintenance: null,
      pages: 'Use Default Layout',
      contactForm: true,
      providingAssets: false,
      needDomainHelp: false,
      tagline: null,
      notes: null,
      stylePreference: null,
      socialMedia: null,
      contactEmail: 'ada@example.com',
    });
    expect(we.Questionnaire.parse({ ...base, pages: '  ' }).pages).toBe('Use Default Layout');
    expect(we.Questionnaire.parse({ ...base, pages: '8' }).pages).toBe('8');
  });

  it('accepts the form defaults once the required answers are filled in', () => {
    expect(we.Questionnaire.safeParse({ ...we.QUESTIONNAIRE_DEFAULTS, ...base }).success).toBe(true);
    expect(issues(we.QUESTIONNAIRE_DEFAULTS).map((i) => i.path)).toEqual(['businessName', 'businessDescription', 'services', 'contactName', 'contactEmail']);
  });

  it.each([
    ['businessName', '', 'Business name is required'],
    ['businessName', '   ', 'Business name is required'],
    ['businessName', undefined, 'Business name is required'],
    ['businessDescription', 'Too short', 'Please provide at least a brief description'],
    ['businessDescription', '  123456789  ', 'Please provide at least a brief description'],
    ['businessDescription', undefined, 'Please provide at least a brief description'],
    ['services', '', 'Please list your main services or products'],
    ['services', undefined, 'Please list your main services or products'],
    ['selectionType', 'both', 'Please choose individual packages or a bundle'],
    ['selectionType', '', 'Please choose individual packages or a bundle'],
    ['package', 'enterprise', 'Please choose a package from the list'],
    ['package', '', 'Please choose a package from the list'],
    ['bundle', 'mega', 'Please choose a bundle from the list'],
    ['hosting', 'ultra', 'Please choose a hosting plan from the list'],
    ['hosting', '', 'Please choose a hosting plan from the list'],
    ['maintenance', 'weekly', 'Please choose a maintenance plan from the list'],
    ['bundleHostingMaintenance', 'max-bundle', 'Please choose a hosting and maintenance bundle from the list'],
    ['addOns', 'seo-formatting', 'Please choose add-ons from the list'],
    ['contactName', '', 'Please enter your name'],
    ['contactEmail', 'not-an-email', 'Please enter a valid email.'],
    ['contactEmail', undefined, 'Please enter a valid email.'],
    ['contactForm', 'yes', 'Please answer yes or no'],
    ['pages', 8, 'Please enter a number of pages or "Use Default Layout"'],
  ])('refuses %s = %j with the field message', (field, value, message) => {
    const found = issues({ ...base, [field]: value });
    expect(found.map((i) => i.message)).toContain(message);
    expect(found.every((i) => i.path.startsWith(field))).toBe(true);
  });

  it('refuses an add-on outside the list inside the array', () => {
    expect(issues({ ...base, addOns: ['booking-tool', 'seo-formatting'] })).toEqual([{ path: 'addOns.1', message: 'Please choose add-ons from the list' }]);
  });

  it.each([
    ['businessName', 121],
    ['tagline', 161],
    ['businessDescription', 5001],
    ['services', 2001],
    ['pages', 61],
    ['stylePreference', 1001],
    ['socialMedia', 2001],
    ['notes', 5001],
    ['contactName', 121],
  ])('refuses an oversized %s', (field, length) => {
    expect(issues({ ...base, [field]: 'x'.repeat(length) })).toEqual([{ path: field, message: `Must be at most ${length - 1} characters` }]);
  });

  it.each(['price', 'total', 'oneTimeTotal', 'quote'])('refuses a client-sent %s as an unknown field', (field) => {
    const found = issues({ ...base, package: 'basic', [field]: 1 });
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toBe(`Unknown field: ${field}. Prices are computed by the server.`);
  });
});

describe('conditional fields', () => {
  it('drops the bundle for an individual selection and the package fields for a bundle', () => {
    const all = {
      package: 'premium',
      hosting: 'basic',
      maintenance: 'priority',
      bundleHostingMaintenance: null,
      bundle: 'growth-pro',
      addOns: ['booking-tool'],
    } as const;
    expect(we.Questionnaire.parse({ ...base, ...all, selectionType: 'individual' })).toMatchObject({
      package: 'premium',
      hosting: 'basic',
      maintenance: 'priority',
      bundle: null,
      addOns: ['booking-tool'],
    });
    expect(we.Questionnaire.parse({ ...base, ...all, selectionType: 'bundle' })).toMatchObject({
      package: null,
      hosting: null,
      maintenance: null,
      bundleHostingMaintenance: null,
      bundle: 'growth-pro',
      addOns: ['booking-tool'],
    });
  });

  it('lets a hosting-and-maintenance bundle clear separate hosting and maintenance', () => {
    const q = we.Questionnaire.parse({ ...base, package: 'basic', hosting: 'high-end', maintenance: 'basic', bundleHostingMaintenance: 'pro-bundle' });
    expect(q).toMatchObject({ hosting: null, maintenance: null, bundleHostingMaintenance: 'pro-bundle' });
    expect(we.CLEARED_BY_HOSTING_BUNDLE).toEqual(['hosting', 'maintenance']);
  });

  it('counts each add-on once, in table order', () => {
    expect(we.Questionnaire.parse({ ...base, addOns: ['domain-setup', 'extra-page', 'domain-setup'] }).addOns).toEqual(['extra-page', 'domain-setup']);
  });

  it('lists which fields belong to which selection type', () => {
    expect(we.INDIVIDUAL_ONLY).toEqual(['package', 'hosting', 'maintenance', 'bundleHostingMaintenance']);
    expect(we.BUNDLE_ONLY).toEqual(['bundle']);
  });
});
