import { zodResolver } from '@hookform/resolvers/zod';
import { site } from '@sqw/contracts';
import { notifyError } from '@sqw/platform';
import { Field, Form, Input, invalidProps } from '@sqw/ui';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { requestGuide } from '../api';
import { TextField } from '../../forms/TextField';
import { useSitePost } from '../forms/use-site-post';
import { SubmitButton } from '../../forms/SubmitButton';

type Values = z.input<typeof site.GuideRequest>;
type Valid = z.output<typeof site.GuideRequest>;

const Points = styled.ul`
  padding-left: 0;
  list-style: none;
  margin: 0 0 20px;
  li {
    padding-left: 26px;
    position: relative;
    margin-bottom: 8px;
    color: ${(p) => p.theme.color.muted};
  }
  li::before {
    content: '✦';
    position: absolute;
    left: 0;
    color: ${(p) => p.theme.color.gold};
  }
`;

/** The free-guide form: loaded when the popup first opens, with react-hook-form and zod. */
export function GuideForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(site.GuideRequest),
    defaultValues: { name: '', email: '' },
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState } = form;
  const post = useSitePost(form, requestGuide, ['name', 'email']);
  const emailError = formState.errors.email?.message;
  // A missing e-mail is said in a toast; other problems stay under the field.
  const inlineEmailError = emailError === site.MESSAGES.guideEmailRequired ? undefined : emailError;

  const onValid = async (values: Valid) => {
    if (await post(values)) onDone();
  };
  const onInvalid = (errors: FieldErrors<Values>) => {
    if (errors.email?.message === site.MESSAGES.guideEmailRequired) notifyError(null, site.MESSAGES.guideEmailRequired, '');
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label={site.GUIDE_TITLE}>
      <p>Download our free guide and learn:</p>
      <Points>
        {site.GUIDE_POINTS.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </Points>
      <TextField form={form} name="name" id="guide-name" label="Name (optional)" autoComplete="name" />
      <Field id="guide-email" label="Email" required error={inlineEmailError}>
        <Input
          type="email"
          autoComplete="email"
          {...invalidProps('guide-email', inlineEmailError)}
          aria-invalid={emailError ? true : undefined}
          {...register('email')}
        />
      </Field>
      <SubmitButton busy={formState.isSubmitting} busyLabel="Sending..." block>
        Send Me the Guide
      </SubmitButton>
    </Form>
  );
}
