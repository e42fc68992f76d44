import { errorId, Form, Input, invalidProps } from '@sqw/ui';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SubmitButton } from '../forms/SubmitButton';
import { IDLE_VIEW, type NewsletterView } from './newsletter-view';

// react-hook-form, zod and the post are most of a short page's JavaScript: they are fetched when the
// visitor first reaches for the box (focus or a press in it, or a submit), never with the page.
const NewsletterForm = lazy(() => import('./NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

const Blurb = styled.p`
  opacity: 0.8;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  input {
    flex: 1 1 180px;
  }
`;

const Error = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: 0.85rem;
  margin: 8px 0 0;
`;

const ID = 'newsletter-email';

/**
 * The footer's newsletter box ('Join our Sovereign Wealth Insights'). Its markup is in the page's
 * HTML and stays the same once the form's code arrives, which only binds to it: what was typed
 * meanwhile is kept, and a submit made meanwhile is sent once the code is here.
 */
export function NewsletterBox() {
  const input = useRef<HTMLInputElement>(null);
  const [reached, setReached] = useState(false);
  const [submits, setSubmits] = useState(0);
  const [view, setView] = useState<NewsletterView>(IDLE_VIEW);
  const reach = () => setReached(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setReached(true);
    setSubmits((n) => n + 1);
  };

  return (
    <Form noValidate onSubmit={submit} onFocus={reach} onPointerDown={reach} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Join our Sovereign Wealth Insights</h2>
      <Blurb>Insights on building, growing and protecting your wealth, straight to your inbox.</Blurb>
      <label className="sr-only" htmlFor={ID}>
        Email address
      </label>
      <Row>
        <Input ref={input} name="email" type="email" placeholder="Your email address" autoComplete="email" {...invalidProps(ID, view.error)} />
        <SubmitButton busy={view.busy} busyLabel="Subscribing...">
          Subscribe
        </SubmitButton>
      </Row>
      {view.error ? (
        <Error id={errorId(ID)} role="alert">
          {view.error}
        </Error>
      ) : null}
      {reached ? (
        <Suspense fallback={null}>
          <NewsletterForm input={input} submits={submits} onView={setView} />
        </Suspense>
      ) : null}
    </Form>
  );
}
