import { useResource } from '@sqw/platform';
import { Container, ErrorPanel, Grid, Lead, PageSpinner, Section, SectionTitle } from '@sqw/ui';
import { fetchProducts } from './api';
import { ProductCard } from './ProductCard';

/**
 * What a signed-in member can buy, on the public digital products page: the catalogue of
 * /products and the digital add-ons, each with the same purchase flow as on /products.
 */
export function MemberStore() {
  const products = useResource(async (signal) => {
    const [catalogue, digital] = await Promise.all([fetchProducts(signal), fetchProducts(signal, 'digital')]);
    return [...catalogue.items, ...digital.items];
  }, []);
  return (
    <Section aria-labelledby="member-store-title">
      <Container>
        <SectionTitle id="member-store-title">Buy as a Member</SectionTitle>
        <Lead>Courses, coaching, bundles and digital add-ons, paid with your personal pay code.</Lead>
        {products.loading ? <PageSpinner label="Loading products" /> : null}
        {products.error ? (
          <ErrorPanel
            title="Products are unavailable"
            message="We could not load the products right now. Please try again in a moment."
            onRetry={products.reload}
          />
        ) : null}
        {products.data ? (
          <Grid $min="280px">
            {products.data.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </Grid>
        ) : null}
      </Container>
    </Section>
  );
}
