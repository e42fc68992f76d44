import { zodResolver } from '@hookform/resolvers/zod';
import { store } from '@sqw/contracts';
import { applyServerErrors, notifyError } from '@sqw/platform';
import { Button, Field, Form, Input, invalidProps, TextArea } from '@sqw/ui';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

export type PaymentDetails = store.ResourcePurchase;
type Output = z.output<typeof store.ResourcePurchase>;

const FIELDS = ['name', 'email', 'cashtag', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
const REQUIRED: FieldName[] = ['name', 'email', 'cashtag'];

type Props = {
  defaults: PaymentDetails;
  amountLabel: string;
  /** Places the order; a refusal it throws is told here, its field messages under their fields. */
  onSubmit: (values: Output) => Promise<void>;
};

/** The payment-details form of a premium resource, validated by the schema the service uses. */
export function PaymentDetailsForm({ defaults, amountLabel, onSubmit }: Props) {
  const form = useForm<PaymentDetails, unknown, Output>({
    resolver: zodResolver(store.ResourcePurchase),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;

  const onInvalid = (errs: FieldErrors<PaymentDetails>) => {
    if (REQUIRED.some((k) => errs[k]?.message === store.MESSAGES.requiredFields)) {
      notifyError(null, 'Error', store.MESSAGES.requiredFields);
    }
  };

  const submit = async (values: Output) => {
    try {
      await onSubmit(values);
    } catch (err) {
      // Field problems found by the service land on their fields; what was typed stays.
      applyServerErrors(form, err, { fields: FIELDS });
      notifyError(err, 'Error');
    }
  };

  const error = (k: FieldName) => errors[k]?.message;
  return (
    <Form noValidate aria-label="Payment details" onSubmit={handleSubmit(submit, onInvalid)}>
      <Field id="pay-name" label="Full Name" required error={error('name')}>
        <Input {...invalidProps('pay-name', error('name'))} autoComplete="name" {...register('name')} />
      </Field>
      <Field id="pay-email" label="Email" required error={error('email')} hint="Your 4-digit code is sent here once we confirm your payment.">
        <Input type="email" {...invalidProps('pay-email', error('email'))} autoComplete="email" {...register('email')} />
      </Field>
      <Field id="pay-cashtag" label="Cash App Tag" required error={error('cashtag')} hint="The $Cashtag you will pay from, e.g. $YourName">
        <Input {...invalidProps('pay-cashtag', error('cashtag'))} autoComplete="off" {...register('cashtag')} />
      </Field>
      <Field id="pay-message" label="Message (optional)" error={error('message')}>
        <TextArea {...invalidProps('pay-message', error('message'))} {...register('message')} />
      </Field>
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? 'Creating order...' : `Continue to Pay ${amountLabel}`}
      </Button>
    </Form>
  );
}
