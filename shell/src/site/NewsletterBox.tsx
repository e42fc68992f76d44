import { zodResolver } from '@hookform/resolvers/zod';
import { site } from '@sqw/contracts';
import { errorId, Input, invalidProps } from '@sqw/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { subscribeNewsletter } from './api';
import { useSitePost } from './forms/use-site-post';
import { SubmitButton } from '../forms/SubmitButton';

type Values = z.input<typeof site.NewsletterSignup>;
type Valid = z.output<typeof site.NewsletterSignup>;

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

/** The footer's newsletter box ('Join our Sovereign Wealth Insights'). */
export function NewsletterBox() {
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(site.NewsletterSignup),
    defaultValues: { email: '' },
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset } = form;
  const post = useSitePost(form, subscribeNewsletter, ['email']);
  const error = formState.errors.email?.message;

  const onValid = async (values: Valid) => {
    if (await post(values)) reset({ email: '' });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Join our Sovereign Wealth Insights</h2>
      <Blurb>Insights on building, growing and protecting your wealth, straight to your inbox.</Blurb>
      <label className="sr-only" htmlFor={ID}>
        Email address
      </label>
      <Row>
        <Input type="email" placeholder="Your email address" autoComplete="email" {...invalidProps(ID, error)} {...register('email')} />
        <SubmitButton busy={formState.isSubmitting} busyLabel="Subscribing...">
          Subscribe
        </SubmitButton>
      </Row>
      {error ? (
        <Error id={errorId(ID)} role="alert">
          {error}
        </Error>
      ) : null}
    </form>
  );
}
