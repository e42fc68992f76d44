import { media } from '@sqw/contracts';
import { Field, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { fieldsOf, isRequired, optionsOf, type FieldName, type ProposalValues, type Variant } from './model';

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 20px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const TEXT_INPUTS: Partial<Record<FieldName, { type?: string; autoComplete: string }>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { autoComplete: 'organization' },
  property_address: { autoComplete: 'street-address' },
};

const WIDE: FieldName[] = ['description', 'referral_source'];

export const fieldId = (field: FieldName) => `proposal-${field}`;

type Props = { variant: Variant; register: UseFormRegister<ProposalValues>; errors: FieldErrors<ProposalValues> };

/** The variant's fields in the contract's order; the other variant's answers stay in the form, unseen. */
export function ProposalFields({ variant, register, errors }: Props) {
  return (
    <Fields>
      {fieldsOf(variant).map((field) => {
        const id = fieldId(field);
        const error = errors[field]?.message;
        const options = optionsOf(field, variant);
        const required = isRequired(variant, field);
        // The visible asterisk is aria-hidden, so screen readers learn "required" from the control.
        const props = { ...invalidProps(id, error), 'aria-required': required || undefined, ...register(field) };
        const control =
          field === 'description' ? (
            <TextArea {...props} />
          ) : options ? (
            <Select {...props}>
              <option value="">Select an option</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          ) : (
            <Input {...TEXT_INPUTS[field]} {...props} />
          );
        return (
          <div key={field} className={WIDE.includes(field) ? 'wide' : undefined}>
            <Field id={id} label={media.FIELD_LABELS[field]} required={required} error={error}>
              {control}
            </Field>
          </div>
        );
      })}
    </Fields>
  );
}
