import { store } from '@sqw/contracts';
import { Container, EmptyState, ErrorPanel, Grid, PageHero, PageSpinner, Section, SectionTitle } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PremiumTeaser } from './resources/PremiumTeaser';
import { PurchaseResourceDialog } from './resources/PurchaseResourceDialog';
import { ResourceCard } from './resources/ResourceCard';
import { resourceState } from './resources/resource-state';
import { useDownload } from './resources/use-download';
import { byCategory, useResourceLibrary } from './resources/use-resource-library';
import { VerifyCodeDialog } from './resources/VerifyCodeDialog';

const Category = styled.section`
  margin-bottom: 48px;
`;

const Items = styled(Grid)`
  align-items: stretch;
`;

/** Element ids cannot hold spaces (aria-labelledby splits on them). */
const categoryId = (category: string) => `cat-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

type Buying = { resource: store.Resource; test: boolean };
type Verifying = { resource: store.Resource; order: store.Order | null };

/** /resources: the member library with free downloads and premium purchases, exposed as `store/ResourcesPage`. */
export default function ResourcesPage() {
  const library = useResourceLibrary();
  const { busyId, download } = useDownload();
  const [buying, setBuying] = useState<Buying | null>(null);
  const [verifying, setVerifying] = useState<Verifying | null>(null);

  const ordered = (order: store.OrderDetail) => {
    if (buying) setVerifying({ resource: buying.resource, order });
    setBuying(null);
    library.reload();
  };

  const unlocked = (resource: store.Resource) => {
    setVerifying(null);
    library.reload();
    void download(resource.id);
  };

  const data = library.data;
  return (
    <>
      <PageHero
        eyebrow="Member Library"
        title="Member Resources"
        lead="Guides and tools for every stage: setting up your accounts, learning the markets, building wealth and protecting it."
      />
      <Section aria-label="Resources">
        <Container>
          {library.loading && !data ? <PageSpinner label="Loading resources" /> : null}
          {library.error ? (
            <ErrorPanel
              title="Resources are unavailable"
              message="We could not load the resource library right now. Please try again in a moment."
              onRetry={library.reload}
            />
          ) : null}
          {data && data.resources.length === 0 ? <EmptyState title="No resources yet">New guides are being prepared.</EmptyState> : null}
          {data
            ? byCategory(data.resources).map(({ category, items }) => (
                <Category key={category} aria-labelledby={categoryId(category)}>
                  <SectionTitle id={categoryId(category)} as="h2">
                    {category}
                  </SectionTitle>
                  <Items $fit $min="300px">
                    {items.map((r) => (
                      <ResourceCard
                        key={r.id}
                        resource={r}
                        state={resourceState(r, data.orders)}
                        testMode={data.testMode}
                        downloading={busyId === r.id}
                        onDownload={(res) => void download(res.id)}
                        onPurchase={(res, test) => setBuying({ resource: res, test })}
                        onEnterCode={(res, order) => setVerifying({ resource: res, order })}
                      />
                    ))}
                  </Items>
                </Category>
              ))
            : null}
        </Container>
      </Section>
      <PremiumTeaser />
      <PurchaseResourceDialog
        resource={buying?.resource ?? null}
        test={buying?.test ?? false}
        onClose={() => {
          setBuying(null);
          library.reload();
        }}
        onOrdered={ordered}
      />
      <VerifyCodeDialog resource={verifying?.resource ?? null} order={verifying?.order ?? null} onClose={() => setVerifying(null)} onUnlocked={unlocked} />
    </>
  );
}
