import * as media from '@sqw/contracts/media-copy';
import { Button, TitledSection } from '@sqw/ui';
import styled from 'styled-components';
import { CardList } from './CardList';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 10px;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.92rem;
    flex: 1;
  }
  strong {
    color: ${(p) => p.theme.color.gold};
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.4rem;
  }
`;

const Note = styled.p`
  margin: 32px auto 0;
  max-width: 760px;
  text-align: center;
  color: ${(p) => p.theme.color.muted};
  border-top: 1px solid ${(p) => p.theme.color.border};
  padding-top: 20px;
`;

/** The ten add-ons; each 'Request Quote' opens the proposal form naming that add-on. */
export function AddOns({ onQuote }: { onQuote: (id: media.AddOnId) => void }) {
  return (
    <TitledSection id="add-ons" tone="raised" titleId="add-ons-title" title="Marketing Add-Ons" intro="Keep the momentum going after the shoot." center>
      <CardList $min="210px" $gap="16px">
        {media.ADD_ONS.map((a) => (
          <Item key={a.id} data-testid="add-on">
            <h3 id={`add-on-${a.id}`}>{a.name}</h3>
            <strong>{media.priceLabel(a)}</strong>
            <p>{a.description}</p>
            <Button type="button" $size="sm" $variant="outline" aria-describedby={`add-on-${a.id}`} onClick={() => onQuote(a.id)}>
              Request Quote
            </Button>
          </Item>
        ))}
      </CardList>
      <Note>{media.ADD_ONS_NOTE}</Note>
    </TitledSection>
  );
}
