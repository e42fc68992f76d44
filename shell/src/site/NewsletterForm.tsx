import { zodResolver } from '@hookform/resolvers/zod';
import { site } from '@sqw/contracts';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { subscribeNewsletter } from './api';
import { useSitePost } from './forms/use-site-post';
import type { NewsletterView } from './newsletter-view';

type Values = z.input<typeof site.NewsletterSignup>;
type Valid = z.output<typeof site.NewsletterSignup>;

export type NewsletterFormProps = {
  /** The box's e-mail input, in the page before this code arrives (the visitor may be typing in it). */
  input: RefObject<HTMLInputElement | null>;
  /** How many times the box was submitted: each new one is sent, those made before this code arrived once. */
  submits: number;
  /** Tells the box what to show: the field's message and whether a post is in flight. */
  onView: (view: NewsletterView) => void;
};

/**
 * The newsletter box's form: react-hook-form with the contract's schema, bound to the box's own
 * input, and the post. It renders nothing: the box renders the markup from the start, so the
 * input the visitor is typing in is never replaced when this code arrives.
 */
export function NewsletterForm({ input, submits, onView }: NewsletterFormProps) {
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(site.NewsletterSignup),
    defaultValues: { email: '' },
    reValidateMode: 'onChange',
  });
  const { register, setValue, handleSubmit, formState, reset } = form;
  const post = useSitePost(form, subscribeNewsletter, ['email']);
  const error = formState.errors.email?.message;
  const busy = formState.isSubmitting;

  // Bound before the browser can handle another keystroke: the field starts from what is in the
  // input now, then follows its input and blur events as a registered field would.
  useLayoutEffect(() => {
    const el = input.current!;
    setValue('email', el.value);
    const { ref, onChange, onBlur } = register('email');
    ref(el);
    el.addEventListener('input', onChange);
    el.addEventListener('blur', onBlur);
    return () => {
      el.removeEventListener('input', onChange);
      el.removeEventListener('blur', onBlur);
      ref(null);
    };
  }, [input, register, setValue]);

  useLayoutEffect(() => onView({ error, busy }), [onView, error, busy]);

  const sent = useRef(0);
  const send = handleSubmit(async (values) => {
    // The field keeps its binding: this form never renders the input, so nothing would register it again.
    if (await post(values)) reset({ email: '' }, { keepFieldsRef: true });
  });
  // Each new submit of the box is sent; however many came before this code arrived count as one.
  useEffect(() => {
    if (submits === sent.current) return;
    sent.current = submits;
    void send();
  });

  return null;
}
