import { media } from '@sqw/contracts';
import styled from 'styled-components';
import { Offerings } from './Offerings';

const Service = styled.li`
  padding: 24px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-top: 3px solid ${(p) => p.theme.color.gold};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export function EstateServices() {
  return (
    <Offerings
      titleId="estate-services-title"
      title="Real Estate Media Services"
      intro="Everything a listing needs to stand out, captured in one visit."
      min="300px"
      items={media.ESTATE_SERVICES}
      Item={Service}
    />
  );
}
