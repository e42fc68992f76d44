import { Group, TextField } from './controls';
import type { QuestionnaireForm } from './form';

/** Who we answer; a signed-in member finds both already filled in. */
export function ContactFields({ form }: { form: QuestionnaireForm }) {
  return (
    <Group>
      <legend>How we reach you</legend>
      <TextField form={form} name="contact_name" label="Your Name" required autoComplete="name" />
      <TextField form={form} name="contact_email" label="Email" type="email" required autoComplete="email" />
    </Group>
  );
}
