import { site } from '@sqw/contracts';
import { messageOf } from '@sqw/platform';
import { Button, Card, Container, Section, Title } from '@sqw/ui';
import { useState } from 'react';
import { Link, useSearchParams } from '@sqw/router';
import styled from 'styled-components';
import { unsubscribeNewsletter } from '../api';

const Panel = styled(Card)`
  text-align: center;
  padding: 40px 28px;
`;

const Heading = styled(Title)`
  font-size: 2.2rem;
`;

const Back = styled.p`
  margin-top: 24px;
`;

type State = { step: 'ready' | 'sending' } | { step: 'done' | 'failed'; message: string };

/**
 * /unsubscribe?token=…, the link in every newsletter mail. It asks for a click instead of acting
 * on load: mail scanners that open links must not unsubscribe anyone.
 */
export function Unsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = site.UNSUBSCRIBE_TOKEN.test(token);
  const [state, setState] = useState<State>({ step: 'ready' });

  const unsubscribe = async () => {
    setState({ step: 'sending' });
    try {
      const res = await unsubscribeNewsletter(token);
      setState({ step: 'done', message: res.message });
    } catch (err) {
      setState({ step: 'failed', message: messageOf(err) });
    }
  };

  return (
    <Section>
      <Container $narrow>
        <Panel>
          <Heading as="h1">Sovereign Wealth Insights</Heading>
          {!valid ? (
            <p role="alert">{site.MESSAGES.invalidUnsubscribeLink}</p>
          ) : state.step === 'done' ? (
            <p role="status">{state.message}</p>
          ) : (
            <>
              <p>Unsubscribe from our newsletter? You will no longer receive Sovereign Wealth Insights by email.</p>
              {state.step === 'failed' ? <p role="alert">{state.message}</p> : null}
              <Button type="button" onClick={unsubscribe} disabled={state.step === 'sending'}>
                {state.step === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            </>
          )}
          <Back>
            <Link to="/">Return to Home</Link>
          </Back>
        </Panel>
      </Container>
    </Section>
  );
}
