import { webEssentials as we } from '@sqw/contracts';
import { CheckRow, errorId } from '@sqw/ui';
import { useWatch } from 'react-hook-form';
import { OPTIONS } from '../prices';
import { Choices, ChoiceSelect, fieldId, Group, GroupError } from './controls';
import { applyHostingBundleChoice, type QuestionnaireForm } from './form';

const groupErrorId = (name: string) => errorId(fieldId(name));

const SELECTION_LABELS: Record<we.SelectionType, string> = { individual: 'Individual packages', bundle: 'A build bundle' };

/** What to build: a package with separate extras and plans, or a build bundle. */
export function ChoiceFields({ form }: { form: QuestionnaireForm }) {
  const [selectionType, hostingBundle] = useWatch({ control: form.control, name: ['selection_type', 'bundle_hosting_maintenance'] });
  const individual = selectionType !== 'bundle';
  const { errors } = form.formState;
  const includedIn = hostingBundle ? `Included in the ${we.HOSTING_BUNDLES[hostingBundle].label}` : undefined;
  return (
    <Group>
      <legend>Your build</legend>
      <Choices aria-describedby={errors.selection_type ? groupErrorId('selection_type') : undefined}>
        <legend>How would you like to build?</legend>
        {we.SelectionType.options.map((value) => (
          <CheckRow key={value}>
            <input type="radio" value={value} {...form.register('selection_type')} />
            {SELECTION_LABELS[value]}
          </CheckRow>
        ))}
        {errors.selection_type ? <GroupError id={groupErrorId('selection_type')}>{errors.selection_type.message}</GroupError> : null}
      </Choices>
      {individual ? <ChoiceSelect form={form} name="package" label="Website Package" none="Choose a package" options={OPTIONS.package} /> : null}
      <Choices aria-describedby={errors.add_ons ? groupErrorId('add_ons') : undefined}>
        <legend>Add-ons</legend>
        {OPTIONS.add_ons.map((o) => (
          <CheckRow key={o.id}>
            <input type="checkbox" id={fieldId(`add_ons-${o.id}`)} value={o.id} {...form.register('add_ons')} />
            {o.label}
          </CheckRow>
        ))}
        {errors.add_ons ? <GroupError id={groupErrorId('add_ons')}>{errors.add_ons.message}</GroupError> : null}
      </Choices>
      {individual ? (
        <>
          <ChoiceSelect
            form={form}
            name="hosting"
            label="Hosting"
            none="No hosting plan"
            options={OPTIONS.hosting}
            disabled={!!hostingBundle}
            hint={includedIn}
          />
          <ChoiceSelect
            form={form}
            name="maintenance"
            label="Maintenance"
            none="No maintenance plan"
            options={OPTIONS.maintenance}
            disabled={!!hostingBundle}
            hint={includedIn}
          />
          <ChoiceSelect
            form={form}
            name="bundle_hosting_maintenance"
            label="Hosting & Maintenance Bundle"
            none="No bundle"
            options={OPTIONS.bundle_hosting_maintenance}
            hint="Choosing a bundle replaces the separate hosting and maintenance plans."
            onChosen={(value) => applyHostingBundleChoice(form, value)}
          />
        </>
      ) : (
        <ChoiceSelect form={form} name="bundle" label="Bundle Package" none="Choose a bundle" options={OPTIONS.bundle} />
      )}
    </Group>
  );
}
