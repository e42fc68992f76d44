import { MESSAGES } from '@sqw/contracts/store-texts';
import { useResource, useSession } from '@sqw/platform';
import { Button, Container, EmptyState, Grid, PageHero, Section } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { LoadStatus } from '../shared/LoadStatus';
import { fetchProducts } from './catalogue-api';
import { ConsultationCard } from './ConsultationCard';
import { ProductCard } from './ProductCard';

const Notice = styled.p`
  color: ${(p) => p.theme.color.goldLight};
  font-weight: 600;
  margin: 0 0 14px;
`;

/** /products: the member catalogue of courses, coaching and bundles, exposed as `store/ProductsPage`. */
export default function ProductsPage() {
  const { user, status } = useSession();
  const products = useResource((signal) => fetchProducts(signal), []);

  return (
    <>
      <PageHero eyebrow="Courses & Coaching" title="Premium Products" lead="Courses, coaching and bundles to take you from first account to a forty-year plan.">
        {status === 'ready' && !user ? (
          <div>
            <Notice>{MESSAGES.registerForPremium}</Notice>
            <div>
              <Button as={Link} to="/register" $variant="outline">
                Register for free
              </Button>
            </div>
          </div>
        ) : null}
      </PageHero>
      <Section aria-label="Products">
        <Container>
          <LoadStatus of={products} things="products" />
          {products.data && products.data.items.length === 0 ? (
            <EmptyState title="No products right now">New programs are being prepared. Book a free consultation in the meantime.</EmptyState>
          ) : null}
          {!products.loading && !products.error ? (
            <Grid $min="280px">
              {products.data?.items.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
              <ConsultationCard />
            </Grid>
          ) : null}
        </Container>
      </Section>
    </>
  );
}
