import { webEssentials as we } from '@sqw/contracts';
import { Choices, Group, TextField, YesNo } from './controls';
import type { QuestionnaireForm } from './form';

export function ProjectFields({ form }: { form: QuestionnaireForm }) {
  return (
    <Group>
      <legend>Your site</legend>
      <TextField form={form} name="pages" label="Pages" hint={`A number of pages, or "${we.DEFAULT_PAGES}"`} />
      <Choices>
        <legend>What we should plan for</legend>
        <YesNo form={form} name="contact_form" label="Include a contact form" />
        <YesNo form={form} name="providing_assets" label="I will provide photos and testimonials" />
      </Choices>
      <TextField form={form} name="style_preference" label="Style Preference" hint="Colours, fonts or sites you like (optional)" />
      <TextField form={form} name="social_media" label="Social Media" multiline hint="Links to your profiles (optional)" />
      <Choices>
        <legend>Domain</legend>
        <YesNo form={form} name="need_domain_help" label="I need help with my domain" />
      </Choices>
      <TextField
        form={form}
        name="notes"
        label="Notes"
        multiline
        hint={`Anything else we should know. Want ${we.SEO_FORMATTING.label} (${we.SEO_FORMATTING.priceLabel})? Ask here.`}
      />
    </Group>
  );
}
