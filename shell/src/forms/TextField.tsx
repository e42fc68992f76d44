import { Field, Input, invalidProps } from '@sqw/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type Props<T extends FieldValues> = {
  /** The react-hook-form form the field belongs to. */
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<T>;
  /** The control's id, where the page needs another than the field's name. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'required'>;

/**
 * One text input of a react-hook-form form under its label: its message (the schema's or the
 * service's) below it and the control marked invalid and described by that message.
 */
export function TextField<T extends FieldValues>({ form, name, id = name, label, required, hint, ...input }: Props<T>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <Input {...input} {...invalidProps(id, error)} {...form.register(name)} />
    </Field>
  );
}
