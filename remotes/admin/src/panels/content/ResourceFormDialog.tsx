import { zodResolver } from '@hookform/resolvers/zod';
import { store } from '@sqw/contracts';
import type { ServerErrorOptions } from '@sqw/platform';
import { Button, CheckRow, Dialog, Field, Form, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveForm } from '../../lib/forms';
import { createResource, updateResource } from './api';

// The form edits dollars; the store keeps cents.
const ResourceFields = z.object({
  title: z.string().trim().min(3, 'Title must be at least 3 characters.').max(150),
  category: z.enum(store.RESOURCE_CATEGORIES),
  description: z.string().trim().min(10, 'Please add a short description.').max(1000),
  premium: z.boolean(),
  price: z.coerce.number<string>().min(1, 'At least $1.00').max(1000, 'At most $1,000'),
});
type FormIn = z.input<typeof ResourceFields>;
type FormOut = z.output<typeof ResourceFields>;
/** The service's refusal under the form's fields: it names the price in cents, the form edits dollars. */
const SERVER_FIELDS: ServerErrorOptions<FormIn> = {
  fields: ['title', 'category', 'description', 'premium', 'price'],
  fieldOf: (path) => (path === 'price_cents' ? 'price' : (path as keyof FormIn)),
};

/** Add a resource (unpublished until its PDF is uploaded) or edit one. */
export function ResourceFormDialog({
  resource,
  open,
  onClose,
  onSaved,
}: {
  resource: store.AdminResource | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ResourceFields) });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (!open) return;
    reset(
      resource
        ? {
            title: resource.title,
            category: resource.category,
            description: resource.description,
            premium: resource.premium,
            price: (resource.price_cents / 100).toFixed(2),
          }
        : { title: '', category: store.RESOURCE_CATEGORIES[0], description: '', premium: true, price: (store.RESOURCE_PRICE_CENTS / 100).toFixed(2) },
    );
  }, [open, resource, reset]);

  const onValid = async ({ price, ...rest }: FormOut) => {
    const body = { ...rest, price_cents: Math.round(price * 100) };
    const ok = resource
      ? await saveForm(form, () => updateResource(resource.id, body), 'Resource saved', 'Resource not saved', SERVER_FIELDS)
      : await saveForm(
          form,
          () => createResource({ ...body, is_published: false }),
          'Resource added: upload its PDF, then publish it',
          'Resource not added',
          SERVER_FIELDS,
        );
    if (ok) {
      onSaved();
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={resource ? 'Edit Resource' : 'Add Resource'}>
      <Form noValidate onSubmit={handleSubmit(onValid)} aria-label={resource ? 'Edit resource' : 'Add resource'}>
        <Field id="resource-title" label="Title" required error={errors.title?.message}>
          <Input {...invalidProps('resource-title', errors.title?.message)} {...register('title')} />
        </Field>
        <Field id="resource-category" label="Category">
          <Select id="resource-category" {...register('category')}>
            {store.RESOURCE_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field id="resource-description" label="Description" required error={errors.description?.message}>
          <TextArea {...invalidProps('resource-description', errors.description?.message)} {...register('description')} />
        </Field>
        <CheckRow>
          <input type="checkbox" {...register('premium')} /> Premium (paid, unlocked with a code)
        </CheckRow>
        <Field id="resource-price" label="Price (USD, premium only)" error={errors.price?.message}>
          <Input type="number" step="0.01" min="1" {...invalidProps('resource-price', errors.price?.message)} {...register('price')} />
        </Field>
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : resource ? 'Save Resource' : 'Add Resource'}
        </Button>
      </Form>
    </Dialog>
  );
}
