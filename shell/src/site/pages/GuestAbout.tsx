import type { site } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge, Card, Container, ErrorPanel, PageHero, PageSpinner, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';
import { fetchVentures } from '../reads';
import { RegisterCta } from '../home/RegisterCta';
import { VentureMark } from '../showcase/VentureMark';
import { useContent } from '../use-content';
import { SpacedGridList, TightSection } from './page-parts';

const Venture = styled(Card)`
  height: 100%;
`;

const Description = styled.p`
  margin-bottom: 0;
`;

/** The about page shows three ventures, all live: the first three active ones of the showcase. */
const ABOUT_VENTURES = 3;
const featured = (items: site.Venture[]) => items.filter((v) => v.status === 'active').slice(0, ABOUT_VENTURES);

/** /guest/about: who we are, three active ventures and a call to register. */
export function GuestAbout() {
  const t = useContent();
  const { data, error, loading, reload } = useResource((signal) => fetchVentures(signal), []);
  return (
    <>
      <PageHero eyebrow="About" title={t('about.title')} lead={t('about.intro')} />
      <TightSection aria-labelledby="about-ventures-title" $top="24px">
        <Container>
          <SectionTitle id="about-ventures-title">Our Ventures</SectionTitle>
          {error ? (
            <ErrorPanel title="The ventures could not be loaded" message={error.message} onRetry={reload} />
          ) : loading && !data ? (
            <PageSpinner label="Loading ventures" />
          ) : (
            <SpacedGridList as="ul" $min="260px">
              {featured(data?.items ?? []).map((v) => (
                <li key={v.id}>
                  <Venture>
                    <VentureMark venture={v} />
                    <h3>{v.name}</h3>
                    <Badge $tone="success">Active</Badge>
                    <Description>{v.description}</Description>
                  </Venture>
                </li>
              ))}
            </SpacedGridList>
          )}
        </Container>
      </TightSection>
      <RegisterCta title="Join the Sovereign Ecosystem" body={t('about.cta')} />
    </>
  );
}
