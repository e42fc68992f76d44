/**
 * The ten ventures of the showcase as first seeded. Kept as
 * data of the migration that inserts them: later edits happen in the admin, not here.
 * A venture's own site is left empty until the admin enters its real address (no made-up
 * domains): the showcase shows no link meanwhile.
 */
export const SEED_VENTURES = [
  {
    slug: 'infinitrii-nexus',
    name: 'Infinitrii Nexus',
    tagline: 'Personal wealth coaching for the sovereign investor',
    description:
      'One-to-one coaching on setting up and securing your accounts, investing in stocks and crypto with a plan, and protecting what you build. Courses, live sessions and a personal coaching portal in one place.',
    url: '/infinitrii-nexus',
    status: 'active',
  },
  {
    slug: 'sovereign-shine',
    name: 'Sovereign Shine',
    tagline: 'Premium detailing and pressure washing',
    description:
      'Mobile auto detailing and pressure washing for homes, driveways and fleets. Meticulous work, eco-conscious products and a finish that makes your assets look their worth.',
    url: null,
    status: 'active',
  },
  {
    slug: 'sovereign-lifestyle',
    name: 'Sovereign Lifestyle Co.',
    tagline: 'Everyday products for a sovereign life',
    description:
      'A curated store of apparel, accessories and home goods that carry the message: reconnect with your money, reclaim your freedom. Every purchase supports financial-literacy programmes.',
    url: null,
    status: 'active',
  },
  {
    slug: 'quantum-drive-ai',
    name: 'Quantum Drive AI',
    tagline: 'Transport, driven by artificial intelligence',
    description:
      'An AI-driven transport venture bringing autonomous and intelligently dispatched rides and deliveries to our communities, built for safety, efficiency and ownership by the people it serves.',
    url: null,
    status: 'coming-soon',
  },
  {
    slug: 'sovereign-haul',
    name: 'Sovereign Haul',
    tagline: 'Luxury trucking and white-glove freight',
    description:
      'A luxury trucking company moving high-value cargo with enclosed carriers, real-time tracking and professional drivers who treat every load like their own.',
    url: null,
    status: 'coming-soon',
  },
  {
    slug: 'sovereign-motors',
    name: 'Sovereign Motors',
    tagline: 'Luxury vehicles, sovereign ownership',
    description:
      'A luxury motors dealership and concierge for buying, leasing and financing exceptional vehicles, with guidance on owning them as assets rather than liabilities.',
    url: null,
    status: 'coming-soon',
  },
  {
    slug: 'sovereign-leaf',
    name: 'Sovereign Leaf',
    tagline: 'A luxury cannabis lifestyle brand',
    description:
      'A luxury cannabis brand offering lawfully grown, lab-tested products and an elevated retail experience, operating only where it is legal and for adults only.',
    url: null,
    status: 'coming-soon',
  },
  {
    slug: 'sovereign-skies',
    name: 'Sovereign Skies Media',
    tagline: 'Media, drone and creative production',
    description:
      'Aerial photography and drone video for real estate and events, plus music videos, brand campaigns and social content: the creative studio of the ecosystem.',
    url: null,
    status: 'active',
  },
  {
    slug: 'sovereign-lounge',
    name: 'The Sovereign Lounge',
    tagline: 'Lounge and restaurant for builders of wealth',
    description:
      'A lounge and restaurant where members, founders and investors meet over fine food and conversation, with private rooms for masterminds and events.',
    url: null,
    status: 'coming-soon',
  },
  {
    slug: 'eden-exotic-fruit',
    name: 'Eden Exotic Fruit Farm',
    tagline: 'Rare tropical fruit, grown with care',
    description: 'A family-run exotic fruit farm growing rare tropical varieties, shipping seasonal boxes and welcoming visitors for tastings and farm tours.',
    url: null,
    status: 'active',
  },
] as const;
