import { Group, TextField } from './controls';
import type { QuestionnaireForm } from './form';

/** Who we answer; a signed-in member finds both already filled in. */
export function ContactFields({ form }: { form: QuestionnaireForm }) {
  return (
    <Group>
      <legend>How we reach you</legend>
      <TextField form={form} name="contactName" label="Your Name" required autoComplete="name" />
      <TextField form={form} name="contactEmail" label="Email" type="email" required autoComplete="email" />
    </Group>
  );
}
