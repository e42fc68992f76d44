import { toast, writeFlag } from '@sqw/platform';
import { Button, Card, Container, Muted, Section, Stack, Title } from '@sqw/ui';
import { Link, useNavigate } from '@sqw/router';
import styled from 'styled-components';
import { BRAND } from '../brand';

const Panel = styled(Card)`
  text-align: center;
  padding: 48px 32px;
  max-width: 560px;
  margin: 0 auto;
`;

const Note = styled(Muted)`
  margin-top: 24px;
  font-size: 0.9rem;
`;

export function AccessPrompt() {
  const navigate = useNavigate();
  const continueAsGuest = () => {
    writeFlag('access_mode', 'guest');
    toast({ title: 'Continuing as guest. Register for full access to premium content.' });
    navigate('/guest');
  };
  return (
    <Section>
      <Container>
        <Panel $highlight>
          <Muted>Welcome to</Muted>
          <Title>{BRAND.longName}</Title>
          <p>Choose how you'd like to experience our platform</p>
          <Stack $gap="12px">
            <Button as={Link} to="/login" $block>
              Login
            </Button>
            <Button as={Link} to="/register" $variant="outline" $block>
              Register
            </Button>
            <Button type="button" $variant="ghost" $block onClick={continueAsGuest}>
              Continue as Guest
            </Button>
          </Stack>
          <Note>Create a free account to access premium content and exclusive resources</Note>
        </Panel>
      </Container>
    </Section>
  );
}
