import { media } from '@sqw/contracts';

/** The export's columns: what the admin reads, with option labels rather than raw values. */
export const csvColumns: { key: keyof CsvRow; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'submittedAt', label: 'Submitted At' },
  { key: 'type', label: 'Type' },
  { key: 'status', label: 'Status' },
  { key: 'name', label: media.FIELD_LABELS.name },
  { key: 'email', label: media.FIELD_LABELS.email },
  { key: 'phone', label: media.FIELD_LABELS.phone },
  { key: 'company', label: media.FIELD_LABELS.company },
  { key: 'propertyAddress', label: media.FIELD_LABELS.propertyAddress },
  { key: 'propertyValue', label: media.FIELD_LABELS.propertyValue },
  { key: 'projectType', label: media.FIELD_LABELS.projectType },
  { key: 'timeline', label: media.FIELD_LABELS.timeline },
  { key: 'budget', label: media.FIELD_LABELS.budget },
  { key: 'referralSource', label: 'Referral Source' },
  { key: 'addOn', label: media.FIELD_LABELS.addOn },
  { key: 'description', label: media.FIELD_LABELS.description },
];

type CsvRow = Record<
  | 'id'
  | 'submittedAt'
  | 'type'
  | 'status'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'propertyAddress'
  | 'propertyValue'
  | 'projectType'
  | 'timeline'
  | 'budget'
  | 'referralSource'
  | 'addOn'
  | 'description',
  string | null
>;

const TYPE_LABELS = { estate: 'Estate', creative: 'Creative' } as const;

export const toCsvRow = (p: media.Proposal): CsvRow => ({ id: p.id, submittedAt: p.createdAt, type: TYPE_LABELS[p.formType], ...media.proposalAnswers(p) });
