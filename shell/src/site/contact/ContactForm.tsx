import { zodResolver } from '@hookform/resolvers/zod';
import { site } from '@sqw/contracts';
import { Card, Field, Form, invalidProps, TextArea } from '@sqw/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sendContactMessage } from '../api';
import { TextField } from '../../forms/TextField';
import { useSitePost } from '../forms/use-site-post';
import { CardHeading } from '../pages/page-parts';
import { SubmitButton } from '../../forms/SubmitButton';

type Values = z.input<typeof site.ContactForm>;
type Valid = z.output<typeof site.ContactForm>;

const EMPTY: Values = { name: '', email: '', message: '' };

/** The message form: stored on the site service, which notifies the business by e-mail. */
export function ContactForm() {
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(site.ContactForm),
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset } = form;
  const post = useSitePost(form, sendContactMessage, ['name', 'email', 'message']);
  const { errors } = formState;

  const onValid = async (values: Valid) => {
    if (await post(values)) reset(EMPTY);
  };

  return (
    <Card as={Form} noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="contact-form-title">
      <CardHeading id="contact-form-title">Send Us a Message</CardHeading>
      <TextField form={form} name="name" id="contact-name" label="Name" required autoComplete="name" />
      <TextField form={form} name="email" id="contact-email" label="Email" required type="email" autoComplete="email" />
      <Field id="contact-message" label="Message" required error={errors.message?.message}>
        <TextArea rows={6} {...invalidProps('contact-message', errors.message?.message)} {...register('message')} />
      </Field>
      <SubmitButton busy={formState.isSubmitting} busyLabel="Sending..." block>
        Send Message
      </SubmitButton>
    </Card>
  );
}
