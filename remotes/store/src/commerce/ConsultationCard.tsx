import { Button, Card, Muted, Price } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { FeatureList } from './FeatureList';

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
  border-style: dashed;
  > :last-child {
    margin-top: auto;
  }
`;

/** The free first step for anyone unsure which product fits. */
export function ConsultationCard() {
  return (
    <Column aria-labelledby="consultation-title">
      <h3 id="consultation-title">Not sure where to start?</h3>
      <Muted>Tell us where you are today and we will recommend the right next step, with no obligation to buy.</Muted>
      <Price>Free</Price>
      <FeatureList
        label="The consultation includes"
        features={['A short call about your goals', 'An honest recommendation', 'Answers to your questions about the programs']}
      />
      <Button as={Link} to="/contact" $variant="outline" $block>
        Schedule Free Consultation
      </Button>
    </Column>
  );
}
