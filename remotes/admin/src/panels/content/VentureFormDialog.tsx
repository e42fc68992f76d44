import { zodResolver } from '@hookform/resolvers/zod';
import { site } from '@sqw/contracts';
import { Button, Dialog, Field, Form, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { saveForm } from '../../lib/forms';
import { createVenture, updateVenture } from './api';

type FormIn = z.input<typeof site.VentureCreate>;
type FormOut = z.output<typeof site.VentureCreate>;
const EMPTY: FormIn = { slug: '', name: '', tagline: '', description: '', logo: '', url: '', status: 'coming-soon' };

/** Add or edit a venture of the showcase; the site's own schema checks the fields. */
export function VentureFormDialog({
  venture,
  open,
  onClose,
  onSaved,
}: {
  venture: site.Venture | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(site.VentureCreate) });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (open)
      reset(
        venture
          ? {
              slug: venture.slug,
              name: venture.name,
              tagline: venture.tagline,
              description: venture.description,
              logo: venture.logo ?? '',
              url: venture.url ?? '',
              status: venture.status,
            }
          : EMPTY,
      );
  }, [open, venture, reset]);

  const onValid = async (values: FormOut) => {
    const ok = venture
      ? await saveForm(form, () => updateVenture(venture.id, values), 'Venture saved', 'Venture not saved')
      : await saveForm(form, () => createVenture(values), 'Venture added', 'Venture not added');
    if (ok) {
      onSaved();
      onClose();
    }
  };
  const text = (name: keyof FormIn, label: string, hint?: string) => (
    <Field id={`venture-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      <Input {...invalidProps(`venture-${name}`, errors[name]?.message)} {...register(name)} />
    </Field>
  );

  return (
    <Dialog open={open} onClose={onClose} title={venture ? `Edit ${venture.name}` : 'Add Venture'} wide>
      <Form noValidate onSubmit={handleSubmit(onValid)} aria-label={venture ? 'Edit venture' : 'Add venture'}>
        {text('name', 'Name')}
        {text('slug', 'Slug', 'Lowercase letters, digits and dashes, e.g. infinitrii-nexus')}
        {text('tagline', 'Tagline')}
        <Field id="venture-description" label="Description" error={errors.description?.message}>
          <TextArea {...invalidProps('venture-description', errors.description?.message)} {...register('description')} />
        </Field>
        {text('url', 'Link', 'A path such as /infinitrii-nexus or a full https:// address; empty for none')}
        {text('logo', 'Logo address', 'A path or https:// address, shown when no picture is uploaded (Venture Pictures); empty for none')}
        <Field id="venture-status" label="Status">
          <Select id="venture-status" {...register('status')}>
            <option value="active">Active</option>
            <option value="coming-soon">Coming soon</option>
          </Select>
        </Field>
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Venture'}
        </Button>
      </Form>
    </Dialog>
  );
}
