import { Group, TextField } from './controls';
import type { QuestionnaireForm } from './form';

export function BusinessFields({ form }: { form: QuestionnaireForm }) {
  return (
    <Group>
      <legend>Your business</legend>
      <TextField form={form} name="business_name" label="Business Name" required autoComplete="organization" />
      <TextField form={form} name="tagline" label="Tagline" hint="A short line that sums up what you do (optional)" />
      <TextField
        form={form}
        name="business_description"
        label="Business Description"
        required
        multiline
        hint="At least a few sentences: who you serve and how"
      />
      <TextField form={form} name="services" label="Main Services or Products" required multiline />
    </Group>
  );
}
