import { createConfig } from '@sqw/rspack-preset';

// Each exposed page is its own chunk: a route loads only the page it shows.
export default createConfig({
  dir: import.meta.dirname,
  name: 'store',
  port: 3101,
  exposes: {
    './ProductsPage': './src/commerce/ProductsPage.tsx',
    './DigitalProductsPage': './src/commerce/DigitalProductsPage.tsx',
    './ResourcesPage': './src/commerce/ResourcesPage.tsx',
    './PricingPage': './src/commerce/PricingPage.tsx',
    './BlueprintPage': './src/commerce/BlueprintPage.tsx',
    './DashboardPage': './src/membership/DashboardPage.tsx',
    './CoachingPage': './src/membership/CoachingPage.tsx',
    './CoachingGuestPage': './src/membership/CoachingGuestPage.tsx',
    './CoursesPage': './src/membership/CoursesPage.tsx',
    './CoursePage': './src/membership/CoursePage.tsx',
    './SessionsPage': './src/membership/SessionsPage.tsx',
  },
});
