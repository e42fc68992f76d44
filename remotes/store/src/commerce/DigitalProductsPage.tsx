import { useResource, useSession } from '@sqw/platform';
import { Container, EmptyState, Grid, PageHero, Section, SectionTitle } from '@sqw/ui';
import { LoadStatus } from '../shared/LoadStatus';
import { fetchCatalogue } from './catalogue-api';
import { CatalogueCard } from './CatalogueCard';
import { MemberResourcesPromo } from './MemberResourcesPromo';
import { MemberStore } from './MemberStore';

/** /guest/products: the public digital products page, exposed as `store/DigitalProductsPage`. */
export default function DigitalProductsPage() {
  const { user } = useSession();
  const catalogue = useResource((signal) => fetchCatalogue(signal), []);

  return (
    <>
      <PageHero eyebrow="SQW Store" title="Digital Products" lead="Workbooks, checklists and planners to put sovereign money habits into practice." />
      {user ? <MemberStore /> : null}
      <Section aria-labelledby="featured-title">
        <Container>
          <SectionTitle id="featured-title">Featured Products</SectionTitle>
          <LoadStatus of={catalogue} things="products" source="the digital products" />
          {catalogue.data && catalogue.data.items.length === 0 ? <EmptyState title="No digital products yet">New products are on their way.</EmptyState> : null}
          {catalogue.data && !catalogue.loading ? (
            <Grid $min="250px">
              {catalogue.data.items.map((item) => (
                <CatalogueCard key={item.id} item={item} member={Boolean(user)} />
              ))}
            </Grid>
          ) : null}
        </Container>
      </Section>
      <MemberResourcesPromo />
    </>
  );
}
