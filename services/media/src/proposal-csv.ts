import { media } from '@sqw/contracts';

/** The export's columns: what the admin reads, with option labels rather than raw values. */
export const csvColumns: { key: keyof CsvRow; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'submitted_at', label: 'Submitted At' },
  { key: 'type', label: 'Type' },
  { key: 'status', label: 'Status' },
  { key: 'name', label: media.FIELD_LABELS.name },
  { key: 'email', label: media.FIELD_LABELS.email },
  { key: 'phone', label: media.FIELD_LABELS.phone },
  { key: 'company', label: media.FIELD_LABELS.company },
  { key: 'property_address', label: media.FIELD_LABELS.property_address },
  { key: 'property_value', label: media.FIELD_LABELS.property_value },
  { key: 'project_type', label: media.FIELD_LABELS.project_type },
  { key: 'timeline', label: media.FIELD_LABELS.timeline },
  { key: 'budget', label: media.FIELD_LABELS.budget },
  { key: 'referral_source', label: 'Referral Source' },
  { key: 'add_on', label: media.FIELD_LABELS.add_on },
  { key: 'description', label: media.FIELD_LABELS.description },
];

type CsvRow = Record<'id' | 'submitted_at' | 'type' | keyof ReturnType<typeof media.proposalAnswers>, string | null>;

const TYPE_LABELS = { estate: 'Estate', creative: 'Creative' } as const;

export const toCsvRow = (p: media.Proposal): CsvRow => ({ id: p.id, submitted_at: p.created_at, type: TYPE_LABELS[p.form_type], ...media.proposalAnswers(p) });
