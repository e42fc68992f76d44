// The questionnaire's controls: each ties its label, its error and its register() together once.
import { CheckRow, errorId, Field, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { noneAsNull, type AnswerName, type QuestionnaireForm } from './form';

export const fieldId = (name: string) => `we-${name}`;

const errorOf = (form: QuestionnaireForm, name: AnswerName) => form.formState.errors[name]?.message;

/** A titled block of the form; its legend names the group for screen readers too. */
export const Group = styled.fieldset`
  border: none;
  margin: 0 0 12px;
  padding: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: 16px;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.3rem;
    color: ${(p) => p.theme.color.goldLight};
  }
`;

/** A fieldset inside a group (radios, checkboxes), with a label-sized legend. */
export const Choices = styled.fieldset`
  border: none;
  margin: 0 0 18px;
  padding: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: 10px;
    font-weight: 600;
    font-size: 0.95rem;
    font-family: inherit;
    color: inherit;
  }
`;

type Common = { form: QuestionnaireForm; name: AnswerName; label: string; hint?: ReactNode; required?: boolean };

export function TextField({
  form,
  name,
  label,
  hint,
  required,
  multiline,
  type = 'text',
  autoComplete,
}: Common & { multiline?: boolean; type?: string; autoComplete?: string }) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  const aria = { ...invalidProps(id, error), 'aria-required': required || undefined };
  return (
    <Field id={id} label={label} hint={hint} required={required} error={error}>
      {multiline ? <TextArea {...aria} {...form.register(name)} /> : <Input type={type} autoComplete={autoComplete} {...aria} {...form.register(name)} />}
    </Field>
  );
}

type Option = { id: string; label: string };

export function ChoiceSelect({
  form,
  name,
  label,
  hint,
  none,
  options,
  disabled,
  onChosen,
}: Common & { none: string; options: readonly Option[]; disabled?: boolean; onChosen?: (value: string) => void }) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  const field = form.register(name, { setValueAs: noneAsNull, onChange: onChosen ? (e) => onChosen(e.target.value) : undefined });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select {...invalidProps(id, error)} disabled={disabled} {...field}>
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function YesNo({ form, name, label }: Omit<Common, 'hint' | 'required'>) {
  return (
    <CheckRow>
      <input type="checkbox" id={fieldId(name)} {...form.register(name)} />
      {label}
    </CheckRow>
  );
}

const GroupError = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: 0.85rem;
  margin: 0 0 12px;
`;

/** Radios or checkboxes answering one field: its message is said once, for the whole group, and describes it. */
export function ChoiceGroup({ form, name, legend, children }: { form: QuestionnaireForm; name: AnswerName; legend: string; children: ReactNode }) {
  const error = form.formState.errors[name];
  const id = errorId(fieldId(name));
  return (
    <Choices aria-describedby={error ? id : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? <GroupError id={id}>{error.message}</GroupError> : null}
    </Choices>
  );
}
