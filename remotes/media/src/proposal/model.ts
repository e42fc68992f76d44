// The proposal modal's form model: what it holds, what it sends, and what each field needs.
import { zodResolver } from '@hookform/resolvers/zod';
import { media } from '@sqw/contracts';
import type { Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type Variant = media.FormType;
/** A field the modal can show (add_on is named in the modal, never typed). */
export type FieldName = Exclude<keyof typeof media.FIELD_LABELS, 'add_on'>;
/** Every field of both variants, so switching variant loses nothing already typed. */
export type ProposalValues = { form_type: Variant; add_on: string } & Record<FieldName, string>;

/** The fields a visitor types or picks, in the contract's order. */
export const FIELD_NAMES = Object.keys(media.FIELD_LABELS).filter((k): k is FieldName => k !== 'add_on');

export const emptyValues = (formType: Variant, addOn: string | null = null): ProposalValues => ({
  form_type: formType,
  add_on: addOn ?? '',
  ...(Object.fromEntries(FIELD_NAMES.map((f) => [f, ''])) as Record<FieldName, string>),
});

export const fieldsOf = (variant: Variant): readonly FieldName[] => media.VARIANT_FIELDS[variant];

/** Only the variant's own fields: each variant's schema is strict, so the other's answers stay behind. */
export function requestOf(values: ProposalValues): media.ProposalRequestInput {
  const fields = Object.fromEntries(fieldsOf(values.form_type).map((f) => [f, values[f]]));
  return { ...fields, form_type: values.form_type, add_on: values.add_on } as media.ProposalRequestInput;
}

const validate = zodResolver(media.ProposalRequest);
/** The contract's schema, applied to what would actually be sent. */
export const proposalResolver: Resolver<ProposalValues, unknown, media.ProposalRequest> = (values, context, options) =>
  validate(requestOf(values), context, options as never) as ReturnType<Resolver<ProposalValues, unknown, media.ProposalRequest>>;

const SCHEMAS: Record<Variant, { shape: Record<string, ZodType> }> = { estate: media.EstateProposal, creative: media.CreativeProposal };
/** Read from the contract rather than restated, so the asterisks cannot drift from the rules. */
export const isRequired = (variant: Variant, field: FieldName): boolean => !SCHEMAS[variant].shape[field]!.safeParse(undefined).success;

/** The option list of a select field, or null for a typed field. */
export function optionsOf(field: FieldName, variant: Variant): readonly media.Option[] | null {
  switch (field) {
    case 'property_value':
      return media.PROPERTY_VALUES;
    case 'timeline':
      return media.TIMELINES[variant];
    case 'project_type':
      return media.CREATIVE_PROJECT_TYPES;
    case 'budget':
      return media.BUDGETS;
    case 'referral_source':
      return media.REFERRAL_SOURCES;
    default:
      return null;
  }
}

/** A timeline chosen for one variant is dropped when the other variant's list lacks it. */
export const timelineFits = (variant: Variant, timeline: string): boolean => media.TIMELINES[variant].some((o) => o.value === timeline);

export const addOnById = (id: string) => media.ADD_ONS.find((a) => a.id === id) ?? null;
