import { media } from '@sqw/contracts';
import styled from 'styled-components';
import { Offerings } from './Offerings';

const Offering = styled.li`
  padding: 28px 24px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: linear-gradient(160deg, rgba(212, 175, 55, 0.1), ${(p) => p.theme.color.surfaceRaised} 55%);
  h3 {
    margin: 0 0 10px;
    font-size: 1.3rem;
    color: ${(p) => p.theme.color.goldLight};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export function CreativeProduction() {
  return (
    <Offerings
      titleId="creative-title"
      title="Creative Production"
      intro="Beyond property: cinematic work for artists, creators and brands."
      min="320px"
      items={media.CREATIVE_OFFERINGS}
      Item={Offering}
    />
  );
}
