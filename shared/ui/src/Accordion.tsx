import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const Trigger = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  padding: 18px 0;
  background: none;
  border: none;
  color: ${(p) => p.theme.color.text};
  font: 600 1.05rem ${(p) => p.theme.font.body};
  text-align: left;
  cursor: pointer;
  span[aria-hidden] {
    color: ${(p) => p.theme.color.gold};
    font-size: 1.4rem;
  }
`;

const Body = styled.div`
  padding: 0 0 18px;
  color: ${(p) => p.theme.color.muted};
`;

/** One item open at a time; clicking the open item collapses it. */
export function Accordion({ items }: { items: { title: ReactNode; body: ReactNode }[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div>
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <Item key={i}>
            <Trigger type="button" aria-expanded={expanded} aria-controls={`${base}-${i}`} id={`${base}-t${i}`} onClick={() => setOpen(expanded ? null : i)}>
              {item.title}
              <span aria-hidden="true">{expanded ? '−' : '+'}</span>
            </Trigger>
            {expanded ? (
              <Body id={`${base}-${i}`} role="region" aria-labelledby={`${base}-t${i}`}>
                {item.body}
              </Body>
            ) : null}
          </Item>
        );
      })}
    </div>
  );
}
