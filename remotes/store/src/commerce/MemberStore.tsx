import { useResource } from '@sqw/platform';
import { Container, Grid, Lead, Section, SectionTitle } from '@sqw/ui';
import { LoadStatus } from '../shared/LoadStatus';
import { fetchProducts } from './catalogue-api';
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
        <LoadStatus of={products} things="products" />
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
