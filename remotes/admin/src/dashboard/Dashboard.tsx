import { toast, useSession } from '@sqw/platform';
import { Button, Container, EmptyState, Muted, Section, Title } from '@sqw/ui';
import { useEffect, useRef } from 'react';
import { useParams } from '@sqw/router';
import styled from 'styled-components';
import { HeadingRow } from '../components/HeadingRow';
import { PanelCards } from './PanelCards';
import { panelAt, PANELS, type PanelDef } from './panels';
import { useShownPanel } from './use-refresh';

const Head = styled(HeadingRow)`
  gap: 16px;
  margin-bottom: 28px;
`;

const PanelArea = styled.section`
  margin-top: 36px;
  min-height: 200px;
  scroll-margin-top: calc(${(p) => p.theme.headerHeight} + 12px);
  h2:focus {
    outline: none;
  }
`;

/**
 * /admin and /admin/:panel: the cards, and the selected panel below them. `unknownPath` is
 * set for deeper addresses no panel owns.
 */
export function Dashboard({ unknownPath = false }: { unknownPath?: boolean }) {
  // Only this route's own segment: the shell's '/admin/*' splat is inherited too.
  const { panel } = useParams();
  const { user } = useSession();
  const selected = panelAt(panel);
  const { shown, generation, refresh } = useShownPanel(selected?.path ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);

  useEffect(() => {
    document.title = selected ? `${selected.title} · Admin` : 'Admin Dashboard';
  }, [selected]);

  // After a card is chosen, keyboard and screen-reader users land on the panel it opened.
  useEffect(() => {
    if (shown && focusNext.current) {
      focusNext.current = false;
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [shown, generation]);

  const onSelect = (p: PanelDef) => {
    focusNext.current = true;
    toast({ title: p.title, description: `${p.title} opened below.` });
  };

  const current = shown ? panelAt(shown) : undefined;
  return (
    <Section>
      <Container>
        <Head>
          <div>
            <Title as="h1">Admin Dashboard</Title>
            <Muted>{user ? `Signed in as ${user.email}` : null}</Muted>
          </div>
          <Button type="button" $variant="outline" onClick={refresh} disabled={!selected}>
            Refresh
          </Button>
        </Head>
        <PanelCards panels={PANELS} selected={selected?.path ?? null} onSelect={onSelect} />
        <PanelArea aria-labelledby={current ? 'admin-panel-title' : undefined} aria-busy={selected && !current ? true : undefined}>
          {(panel && !selected) || unknownPath ? (
            <EmptyState title="No such panel">Choose one of the cards above.</EmptyState>
          ) : current ? (
            <div key={`${current.path}-${generation}`}>
              <h2 id="admin-panel-title" ref={heading} tabIndex={-1}>
                {current.title}
              </h2>
              <current.Component />
            </div>
          ) : selected ? null : (
            <Muted>Choose a card to open its panel.</Muted>
          )}
        </PanelArea>
      </Container>
    </Section>
  );
}
