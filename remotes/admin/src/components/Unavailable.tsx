import styled from 'styled-components';

const Note = styled.p`
  border: 1px solid ${(p) => p.theme.color.danger};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 10px 14px;
  color: ${(p) => p.theme.color.text};
  background: rgba(255, 107, 107, 0.08);
`;

/** An aggregate answered without some services: say which, so missing rows are not mistaken for none. */
export function Unavailable({ services }: { services: string[] }) {
  if (services.length === 0) return null;
  return <Note role="status">Not included right now (service unavailable): {services.join(', ')}. Retry with Refresh.</Note>;
}
