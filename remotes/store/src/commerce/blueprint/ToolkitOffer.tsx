import { store } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Card, Container, ErrorPanel, Grid, Section, SectionTitle, Spinner } from '@sqw/ui';
import styled from 'styled-components';
import { PurchaseButton } from '../../shared/purchase/PurchaseButton';
import { fetchProducts } from '../catalogue-api';
import { FeatureList } from '../FeatureList';

const AUDIENCE = [
  'Business owners and freelancers whose personal savings are exposed to business risk.',
  'Investors and crypto holders who want their holdings out of their personal name and ready to pass on.',
  'Parents planning what their children inherit, and how, without a court deciding it.',
  'Anyone who finished the Full Sovereign Course and is ready for the structuring stage.',
];

const Offer = styled(Card)`
  text-align: center;
  ul {
    text-align: left;
  }
`;

/** The playbook is the store's digital add-on; the page buys whatever the service lists as that product. */
const findPlaybook = (items: store.Product[]) => items.find((p) => p.slug.includes('playbook')) ?? items[0];

/** What the full toolkit gives, who it is for, and the purchase of the playbook product. */
export function ToolkitOffer() {
  const products = useResource((signal) => fetchProducts(signal, 'digital'), []);
  const playbook = products.data ? findPlaybook(products.data.items) : undefined;

  return (
    <Section $tone="raised" aria-labelledby="toolkit-title">
      <Container>
        <Grid $fit $min="300px" $gap="32px">
          <div>
            <SectionTitle id="toolkit-title">What the Full Toolkit Gives You</SectionTitle>
            <p>
              The Lite guide explains the idea. The Full Digital Add-On walks you through building it: which entity to form first, what each document must say,
              and how money and decisions flow between the three corners.
            </p>
            {playbook ? <FeatureList features={playbook.features} label="The full toolkit includes" /> : null}
            <h3>Who It Is For</h3>
            <FeatureList features={AUDIENCE} label="Who it is for" />
          </div>
          <Offer $highlight aria-label="Unlock the full toolkit">
            <h3>Full Digital Add-On</h3>
            {products.loading ? <Spinner label="Loading the toolkit" /> : null}
            {products.error ? <ErrorPanel title="The toolkit is unavailable" message={products.error.message} onRetry={products.reload} /> : null}
            {products.data && !playbook ? <p>{store.MESSAGES.resourceUnavailable}</p> : null}
            {playbook ? (
              <>
                <p>{playbook.description}</p>
                <PurchaseButton product={playbook.slug} label={`Unlock the Full Toolkit for ${store.formatPrice(playbook.price_cents)}`} block />
              </>
            ) : null}
          </Offer>
        </Grid>
      </Container>
    </Section>
  );
}
