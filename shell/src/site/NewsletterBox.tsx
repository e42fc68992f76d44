import { errorId, Form, Input, invalidProps, useHydrated } from '@sqw/ui';
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
  > :first-child {
    flex: 1 1 180px;
  }
`;

// The field's box, with its placeholder's words, where the field will be: the same styles on a
// span, dimmed as the page's other controls are until the app is there.
const FieldStandIn = styled(Input).attrs({ as: 'span', 'aria-hidden': true })`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  opacity: 0.6;
  color: ${(p) => p.theme.color.muted};
`;

const Error = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: 0.85rem;
  margin: 8px 0 0;
`;

const ID = 'newsletter-email';
const PLACEHOLDER = 'Your email address';

/**
 * The footer's newsletter box ('Join our Sovereign Wealth Insights'). Its markup is in the page's
 * HTML and stays the same once the form's code arrives, which only binds to it: what was typed
 * meanwhile is kept, and a submit made meanwhile is sent once the code is here.
 *
 * Its e-mail field is the app's, not the HTML's: a stand-in of the same size holds its place until
 * the app has hydrated the page. Chromium's autofill reads every field of a document as its parsing
 * ends, laying the whole page out to do so; this box is in every page's footer, and that was 10-90
 * ms of a throttled phone's main thread on every first visit, for a field that cannot be used
 * until the app is there (the page's forms are off until then).
 */
export function NewsletterBox() {
  const hydrated = useHydrated();
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
        {hydrated ? (
          <Input ref={input} name="email" type="email" placeholder={PLACEHOLDER} autoComplete="email" {...invalidProps(ID, view.error)} />
        ) : (
          <FieldStandIn>{PLACEHOLDER}</FieldStandIn>
        )}
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
