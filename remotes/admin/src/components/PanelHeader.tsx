import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HeadingRow } from './HeadingRow';

const Head = styled(HeadingRow)`
  gap: 12px;
  margin: 28px 0 16px;
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.92rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** A titled block inside a panel, with its buttons on the right (below on phones). */
export function SubHeader({ title, note, children }: { title: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <Head>
      <div>
        <h3>{title}</h3>
        {note ? <p>{note}</p> : null}
      </div>
      {children ? <Actions>{children}</Actions> : null}
    </Head>
  );
}
