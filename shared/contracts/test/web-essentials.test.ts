import * as we from '../src/web-essentials';
import { refusals } from './refusals';

const base = {
  business_name: 'Sovereign Bakery',
  business_description: 'Artisan sourdough for the neighbourhood.',
  services: 'Bread, pastries, catering',
  contact_name: 'Ada Baker',
  contact_email: 'Ada@Example.com',
};

const issues = (input: unknown) => refusals(we.Questionnaire, input);

describe('questionnaire schema', () => {
  it('fills the defaults and normalises text', () => {
    const q = we.Questionnaire.parse({ ...base, tagline: '  ', notes: '' });
    expect(q).toMatchObject({
      selection_type: 'individual',
      package: null,
      bundle: null,
      add_ons: [],
      hosting: null,
      maintenance: null,
      bundle_hosting_maintenance: null,
      pages: 'Use Default Layout',
      contact_form: true,
      providing_assets: false,
      need_domain_help: false,
      tagline: null,
      notes: null,
      style_preference: null,
      social_media: null,
      contact_email: 'ada@example.com',
    });
    expect(we.Questionnaire.parse({ ...base, pages: '  ' }).pages).toBe('Use Default Layout');
    expect(we.Questionnaire.parse({ ...base, pages: '8' }).pages).toBe('8');
  });

  it('accepts the form defaults once the required answers are filled in', () => {
    expect(we.Questionnaire.safeParse({ ...we.QUESTIONNAIRE_DEFAULTS, ...base }).success).toBe(true);
    expect(issues(we.QUESTIONNAIRE_DEFAULTS).map((i) => i.path)).toEqual([
      'business_name',
      'business_description',
      'services',
      'contact_name',
      'contact_email',
    ]);
  });

  it.each([
    ['business_name', '', 'Business name is required'],
    ['business_name', '   ', 'Business name is required'],
    ['business_name', undefined, 'Business name is required'],
    ['business_description', 'Too short', 'Please provide at least a brief description'],
    ['business_description', '  123456789  ', 'Please provide at least a brief description'],
    ['business_description', undefined, 'Please provide at least a brief description'],
    ['services', '', 'Please list your main services or products'],
    ['services', undefined, 'Please list your main services or products'],
    ['selection_type', 'both', 'Please choose individual packages or a bundle'],
    ['selection_type', '', 'Please choose individual packages or a bundle'],
    ['package', 'enterprise', 'Please choose a package from the list'],
    ['package', '', 'Please choose a package from the list'],
    ['bundle', 'mega', 'Please choose a bundle from the list'],
    ['hosting', 'ultra', 'Please choose a hosting plan from the list'],
    ['hosting', '', 'Please choose a hosting plan from the list'],
    ['maintenance', 'weekly', 'Please choose a maintenance plan from the list'],
    ['bundle_hosting_maintenance', 'max-bundle', 'Please choose a hosting and maintenance bundle from the list'],
    ['add_ons', 'seo-formatting', 'Please choose add-ons from the list'],
    ['contact_name', '', 'Please enter your name'],
    ['contact_email', 'not-an-email', 'Please enter a valid email.'],
    ['contact_email', undefined, 'Please enter a valid email.'],
    ['contact_form', 'yes', 'Please answer yes or no'],
    ['pages', 8, 'Please enter a number of pages or "Use Default Layout"'],
  ])('refuses %s = %j with the field message', (field, value, message) => {
    const found = issues({ ...base, [field]: value });
    expect(found.map((i) => i.message)).toContain(message);
    expect(found.every((i) => i.path.startsWith(field))).toBe(true);
  });

  it('refuses an add-on outside the list inside the array', () => {
    expect(issues({ ...base, add_ons: ['booking-tool', 'seo-formatting'] })).toEqual([{ path: 'add_ons.1', message: 'Please choose add-ons from the list' }]);
  });

  it.each([
    ['business_name', 121],
    ['tagline', 161],
    ['business_description', 5001],
    ['services', 2001],
    ['pages', 61],
    ['style_preference', 1001],
    ['social_media', 2001],
    ['notes', 5001],
    ['contact_name', 121],
  ])('refuses an oversized %s', (field, length) => {
    expect(issues({ ...base, [field]: 'x'.repeat(length) })).toEqual([{ path: field, message: `Must be at most ${length - 1} characters` }]);
  });

  it.each(['price', 'total', 'one_time_total', 'quote'])('refuses a client-sent %s as an unknown field', (field) => {
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
      bundle_hosting_maintenance: null,
      bundle: 'growth-pro',
      add_ons: ['booking-tool'],
    } as const;
    expect(we.Questionnaire.parse({ ...base, ...all, selection_type: 'individual' })).toMatchObject({
      package: 'premium',
      hosting: 'basic',
      maintenance: 'priority',
      bundle: null,
      add_ons: ['booking-tool'],
    });
    expect(we.Questionnaire.parse({ ...base, ...all, selection_type: 'bundle' })).toMatchObject({
      package: null,
      hosting: null,
      maintenance: null,
      bundle_hosting_maintenance: null,
      bundle: 'growth-pro',
      add_ons: ['booking-tool'],
    });
  });

  it('lets a hosting-and-maintenance bundle clear separate hosting and maintenance', () => {
    const q = we.Questionnaire.parse({ ...base, package: 'basic', hosting: 'high-end', maintenance: 'basic', bundle_hosting_maintenance: 'pro-bundle' });
    expect(q).toMatchObject({ hosting: null, maintenance: null, bundle_hosting_maintenance: 'pro-bundle' });
    expect(we.CLEARED_BY_HOSTING_BUNDLE).toEqual(['hosting', 'maintenance']);
  });

  it('counts each add-on once, in table order', () => {
    expect(we.Questionnaire.parse({ ...base, add_ons: ['domain-setup', 'extra-page', 'domain-setup'] }).add_ons).toEqual(['extra-page', 'domain-setup']);
  });

  it('lists which fields belong to which selection type', () => {
    expect(we.INDIVIDUAL_ONLY).toEqual(['package', 'hosting', 'maintenance', 'bundle_hosting_maintenance']);
    expect(we.BUNDLE_ONLY).toEqual(['bundle']);
  });
});
