import { writeFlag } from '@sqw/platform';
import { Button, Title } from '@sqw/ui';
import { useState } from 'react';
import { useNavigate } from '@sqw/router';
import styled, { keyframes } from 'styled-components';
import { BRAND } from '../brand';

export const SPLASH_EXIT_MS = 700;

const fadeIn = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Screen = styled.div<{ $leaving: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1500;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 24px;
  background: radial-gradient(ellipse at center, #1d1a12 0%, ${(p) => p.theme.color.bg} 70%);
  opacity: ${(p) => (p.$leaving ? 0 : 1)};
  transition: opacity ${SPLASH_EXIT_MS}ms ease;
`;

const Content = styled.div`
  animation: ${fadeIn} 1s ease both;
  max-width: 820px;
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: 1.25rem;
    margin-bottom: 36px;
  }
`;

/** First-visit screen: fades in over 1 s; Enter Site fades out over 700 ms, then the access prompt. */
export function Splash() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const enter = () => {
    if (leaving) return;
    setLeaving(true);
    writeFlag('has_visited', 'true');
    setTimeout(() => navigate('/access-prompt'), SPLASH_EXIT_MS);
  };
  return (
    <Screen $leaving={leaving} data-testid="splash">
      <Content>
        <Title>This Is Your Sign To Be More Sovereign</Title>
        <p>{BRAND.tagline}</p>
        <Button type="button" $size="lg" onClick={enter} autoFocus>
          Enter Site
        </Button>
      </Content>
    </Screen>
  );
}
