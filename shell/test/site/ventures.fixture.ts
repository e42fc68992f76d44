import type { site } from '@sqw/contracts';

const venture = (n: number, v: Partial<site.Venture>): site.Venture => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `venture-${n}`,
  name: `Venture ${n}`,
  tagline: `Tagline ${n}`,
  description: `Description of venture ${n}.`,
  logo: null,
  image: null,
  url: null,
  status: 'coming-soon',
  sort_order: n,
  ...v,
});

/** Ten ventures: five active (one internal path, one without a site yet), five coming soon. */
export const TEN_VENTURES: site.Venture[] = [
  venture(1, { name: 'Infinitrii Nexus', tagline: 'Personal wealth coaching', url: '/infinitrii-nexus', status: 'active' }),
  venture(2, { name: 'Sovereign Shine', tagline: 'Premium detailing', url: 'https://sovereignshine.example', status: 'active' }),
  venture(3, { name: 'Sovereign Lifestyle Co.', url: null, status: 'active' }),
  venture(4, { name: 'Quantum Drive AI', tagline: 'Transport, driven by AI', description: 'An AI-driven transport venture.' }),
  venture(5, {}),
  venture(6, {}),
  venture(7, {}),
  venture(8, { name: 'Sovereign Skies', url: 'https://sovereignskies.example', status: 'active' }),
  venture(9, {}),
  venture(10, { name: 'Exotic Fruit Farm', url: 'https://fruit.example', status: 'active' }),
];
