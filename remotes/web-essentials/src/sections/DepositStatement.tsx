import * as we from '@sqw/contracts/web-essentials-prices';
import styled from 'styled-components';

const Note = styled.aside`
  margin-top: 40px;
  padding: 20px 24px;
  border: 1px solid ${(p) => p.theme.color.gold};
  border-radius: ${(p) => p.theme.radius.md};
  background: rgba(212, 175, 55, 0.06);
  h3 {
    margin: 0 0 6px;
    font-size: 1.15rem;
    color: ${(p) => p.theme.color.goldLight};
  }
  p {
    margin: 0;
  }
`;

export function DepositStatement() {
  return (
    <Note aria-labelledby="deposit-title">
      <h3 id="deposit-title">Deposit requirement</h3>
      <p>{we.DEPOSIT_STATEMENT}</p>
    </Note>
  );
}
