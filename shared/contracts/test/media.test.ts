import { media } from '../src';
import { refusals } from './refusals';

const estate = {
  form_type: 'estate',
  name: ' Ada Realtor ',
  email: 'ADA@example.com',
  property_address: '1 Ocean Drive',
  timeline: 'asap',
  description: 'Villa shoot',
};
const creative = {
  form_type: 'creative',
  name: 'Grace',
  email: 'grace@example.com',
  project_type: 'documentary',
  timeline: 'within-quarter',
  description: 'A short film',
};

const issues = (input: unknown) => refusals(media.ProposalRequest, input);
const paths = (input: unknown) => issues(input).map((i) => i.path);

describe('media proposal request', () => {
  it('accepts both variants, trimming text, lower-casing the e-mail and turning empty selects into null', () => {
    expect(media.ProposalRequest.parse({ ...estate, budget: '', phone: '', property_value: 'over-10m' })).toEqual({
      ...estate,
      name: 'Ada Realtor',
      email: 'ada@example.com',
      phone: null,
      company: null,
      property_value: 'over-10m',
      budget: null,
      referral_source: null,
      add_on: null,
    });
    expect(media.ProposalRequest.parse({ ...creative, add_on: 'drone-only', referral_source: 'previous-client' })).toMatchObject({
      form_type: 'creative',
      project_type: 'documentary',
      add_on: 'drone-only',
      referral_source: 'previous-client',
    });
  });

  it('requires the estate fields on an estate request, with messages for the form', () => {
    expect(issues({ ...estate, property_address: undefined, timeline: undefined })).toEqual([
      { path: 'property_address', message: 'Please enter the property address.' },
      { path: 'timeline', message: 'Please choose a timeline from the list.' },
    ]);
    expect(paths({ ...estate, property_address: '   ' })).toEqual(['property_address']);
  });

  it('requires a project type and a creative timeline on a creative brief', () => {
    expect(issues({ ...creative, project_type: undefined })).toEqual([{ path: 'project_type', message: 'Please choose a project type from the list.' }]);
    expect(paths({ ...creative, timeline: 'within-week' })).toEqual(['timeline']);
    expect(paths({ ...estate, timeline: 'within-quarter' })).toEqual(['timeline']);
    // Each variant has only its own fields.
    expect(issues({ ...creative, property_address: '1 Main St' })).toEqual([{ path: '', message: 'Unknown field: property_address' }]);
  });

  it('always requires name, e-mail and description', () => {
    expect(issues({ form_type: 'creative', project_type: 'other', timeline: 'asap' })).toEqual([
      { path: 'name', message: 'Please enter your full name.' },
      { path: 'email', message: 'Please enter your email.' },
      { path: 'description', message: 'Please describe what you need.' },
    ]);
    expect(issues({ ...estate, email: ' ', name: '' })).toEqual([
      { path: 'name', message: 'Please enter your full name.' },
      { path: 'email', message: 'Please enter your email.' },
    ]);
    expect(issues({ ...estate, email: 'ada@example' })).toEqual([{ path: 'email', message: 'Please enter a valid email.' }]);
  });

  it('refuses an unknown or missing form_type on the form_type field', () => {
    const message = 'Please choose an estate proposal or a creative brief.';
    expect(issues({ ...estate, form_type: 'wedding' })).toEqual([{ path: 'form_type', message }]);
    expect(issues({ ...estate, form_type: undefined })).toEqual([{ path: 'form_type', message }]);
  });

  it.each([
    ['property_value', '10m-plus'],
    ['budget', 'free'],
    ['referral_source', 'radio'],
    ['add_on', 'Logo Animation'],
  ])('refuses a %s outside its list', (field, value) => {
    expect(paths({ ...estate, [field]: value })).toEqual([field]);
  });

  it('bounds every text field, saying so in words a visitor understands', () => {
    expect(issues({ ...estate, description: 'x'.repeat(5001) })).toEqual([
      { path: 'description', message: 'Please shorten the description to at most 5000 characters.' },
    ]);
    expect(media.ProposalRequest.safeParse({ ...estate, description: 'x'.repeat(5000) }).success).toBe(true);
    expect(issues({ ...estate, name: 'Zoë '.repeat(40) })).toEqual([{ path: 'name', message: 'Please enter a shorter name (at most 120 characters).' }]);
    expect(issues({ ...estate, company: 'x'.repeat(161) })).toEqual([
      { path: 'company', message: 'Please enter a shorter company name (at most 160 characters).' },
    ]);
    expect(issues({ ...estate, property_address: 'x'.repeat(301) })).toEqual([
      { path: 'property_address', message: 'Please enter a shorter property address (at most 300 characters).' },
    ]);
    expect(issues({ ...estate, phone: '1'.repeat(41) })).toEqual([{ path: 'phone', message: 'Please enter a shorter phone number.' }]);
    expect(issues({ ...estate, email: `${'x'.repeat(250)}@example.com` })).toEqual([{ path: 'email', message: 'Please enter a shorter email address.' }]);
  });

  it.each(['+1 555 013 7790', '(555) 013-7790', '555.013.7790', '+44 20 7946 0958', '+1 555 013 7790 ext. 12', '5550137'])(
    'accepts the phone number %s',
    (phone) => {
      expect(media.ProposalRequest.parse({ ...estate, phone }).phone).toBe(phone);
    },
  );

  it.each(['call me', '12345', '+1 555 013 7790 1234 5678', 'abc-defg-hij', '555 0137 #', '++1 555 013 7790'])(
    'refuses the phone number %s with a message',
    (phone) => {
      expect(issues({ ...estate, phone })).toEqual([{ path: 'phone', message: media.PHONE_MESSAGE }]);
    },
  );

  it('refuses control characters in free text', () => {
    expect(paths({ ...estate, name: 'Ada\u0000' })).toEqual(['name']);
  });
});

describe('media catalogue', () => {
  const v = (list: readonly media.Option[]) => list.map((o) => o.value);

  it('has every option list the modal offers', () => {
    expect(v(media.PROPERTY_VALUES)).toEqual(['under-500k', '500k-1m', '1m-2m', '2m-5m', '5m-10m', 'over-10m']);
    expect(v(media.ESTATE_TIMELINES)).toEqual(['asap', 'within-week', 'within-month', 'flexible']);
    expect(v(media.CREATIVE_PROJECT_TYPES)).toEqual(['music-video', 'brand-campaign', 'social-content', 'commercial', 'documentary', 'other']);
    expect(v(media.BUDGETS)).toEqual(['under-5k', '5k-15k', '15k-30k', '30k-50k', 'over-50k', 'discuss']);
    expect(v(media.CREATIVE_TIMELINES)).toEqual(['asap', 'within-month', 'within-quarter', 'flexible']);
    expect(v(media.REFERRAL_SOURCES)).toEqual(['google', 'social-media', 'referral', 'previous-client', 'website', 'other']);
    expect(media.labelOf(media.BUDGETS, 'over-50k')).toBe('Over $50K');
    expect(media.labelOf(media.BUDGETS, null)).toBe('');
  });

  it('prices the packages as the page shows them', () => {
    const priced = (list: readonly media.MediaPackage[]) => list.map((p) => [p.name, media.priceLabel(p), p.popular]);
    expect(priced(media.ESTATE_PACKAGES)).toEqual([
      ['Essential', '$499', false],
      ['Premium', '$899', true],
      ['Luxury Elite', '$1,499', false],
      ['Sovereign', 'Custom', false],
    ]);
    expect(media.ESTATE_PACKAGES[1].features).toEqual([
      '40 professional photos',
      '360° virtual tour',
      '2-3 minute agent video',
      '5 twilight shots',
      '24-hour turnaround',
    ]);
    expect(priced(media.SERVICE_PACKAGES)).toEqual([
      ['Basic Shoot', '$400', false],
      ['Standard Shoot', '$750', true],
      ['Elite Shoot', '$1,200', false],
    ]);
    expect(media.SERVICE_PACKAGES[2].features).toEqual(expect.arrayContaining(['Up to 6 hours on location', '3-day turnaround']));
  });

  it('lists the ten add-ons with unique ids and their prices', () => {
    expect(media.ADD_ONS.map((a) => `${a.name} ${media.priceLabel(a)}`)).toEqual([
      'Social Media Starter $350/mo',
      'Growth Package $700/mo',
      'Dominance Package $1,200/mo',
      'Extra Short Video $150',
      'Customer Testimonial Clip $100',
      'Drone-Only Session $200',
      'Website Landing Page $499',
      'Email Campaign $199',
      'Google Business Profile Optimization $250',
      'Logo Animation $75',
    ]);
    expect(new Set(media.ADD_ONS.map((a) => a.id)).size).toBe(10);
    expect(media.ESTATE_SERVICES).toHaveLength(6);
    expect(media.CREATIVE_OFFERINGS.map((c) => c.name)).toEqual(['Music Video Production', 'Social Media Content', 'Brand Campaigns']);
  });
});
