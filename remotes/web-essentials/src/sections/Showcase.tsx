import { Card, Grid, Muted, TitledSection } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';

// The client sites' real addresses are not public yet; reserved .example names stand in.
const CLIENT_SITES = [
  {
    name: 'Harbor & Hearth Bakery',
    url: 'https://harborandhearth.example',
    kind: 'Local bakery',
    text: 'A warm five-page site with an online menu, a gallery and catering requests.',
  },
  {
    name: 'Summit Path Wellness',
    url: 'https://summitpathwellness.example',
    kind: 'Wellness studio',
    text: 'A seven-page studio site with class booking, testimonials and an intro video.',
  },
];

const Shot = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  a {
    margin-top: auto;
    font-weight: 600;
  }
`;

const Kind = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.gold};
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export function Showcase() {
  return (
    <TitledSection titleId="showcase-title" title="Recent Work" intro="A few of the sites we have built and launched.">
      <Grid $min="300px">
        {CLIENT_SITES.map((site) => (
          <Shot key={site.url}>
            <Kind>{site.kind}</Kind>
            <h3>{site.name}</h3>
            <Muted>{site.text}</Muted>
            <a href={site.url} target="_blank" rel="noopener noreferrer">
              Visit {site.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Shot>
        ))}
        <Shot>
          <Kind>This site</Kind>
          <h3>SQW</h3>
          <Muted>The site you are on: membership, courses, a store and services, built and run by our team.</Muted>
          <Link to="/">Explore this site</Link>
        </Shot>
      </Grid>
    </TitledSection>
  );
}
