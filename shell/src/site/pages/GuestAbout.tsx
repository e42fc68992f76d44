import type { site } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge, Card, Container, ErrorPanel, Grid, PageHero, PageSpinner, Section, SectionTitle } from '@sqw/ui';
import { fetchVentures } from '../reads';
import { RegisterCta } from '../home/RegisterCta';
import { VentureMark } from '../showcase/VentureMark';
import { useContent } from '../useContent';

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
      <Section aria-labelledby="about-ventures-title" style={{ paddingTop: 24 }}>
        <Container>
          <SectionTitle id="about-ventures-title">Our Ventures</SectionTitle>
          {error ? (
            <ErrorPanel title="The ventures could not be loaded" message={error.message} onRetry={reload} />
          ) : loading && !data ? (
            <PageSpinner label="Loading ventures" />
          ) : (
            <Grid as="ul" $min="260px" style={{ listStyle: 'none', padding: 0, marginTop: 32 }}>
              {featured(data?.items ?? []).map((v) => (
                <li key={v.id}>
                  <Card style={{ height: '100%' }}>
                    <VentureMark venture={v} />
                    <h3>{v.name}</h3>
                    <Badge $tone="success">Active</Badge>
                    <p style={{ marginBottom: 0 }}>{v.description}</p>
                  </Card>
                </li>
              ))}
            </Grid>
          )}
        </Container>
      </Section>
      <RegisterCta title="Join the Sovereign Ecosystem" body={t('about.cta')} />
    </>
  );
}
