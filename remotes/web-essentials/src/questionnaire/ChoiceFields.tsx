import { webEssentials as we } from '@sqw/contracts';
import { CheckRow } from '@sqw/ui';
import { useWatch } from 'react-hook-form';
import { OPTIONS } from '../prices';
import { ChoiceGroup, ChoiceSelect, fieldId, Group } from './controls';
import { applyHostingBundleChoice, type QuestionnaireForm } from './form';

const SELECTION_LABELS: Record<we.SelectionType, string> = { individual: 'Individual packages', bundle: 'A build bundle' };

/** The separate monthly plans, which a hosting-and-maintenance bundle replaces. */
const PLANS = [
  { name: 'hosting', label: 'Hosting', none: 'No hosting plan' },
  { name: 'maintenance', label: 'Maintenance', none: 'No maintenance plan' },
] as const satisfies readonly { name: (typeof we.CLEARED_BY_HOSTING_BUNDLE)[number]; label: string; none: string }[];

/** What to build: a package with separate extras and plans, or a build bundle. */
export function ChoiceFields({ form }: { form: QuestionnaireForm }) {
  const [selectionType, hostingBundle] = useWatch({ control: form.control, name: ['selection_type', 'bundle_hosting_maintenance'] });
  const individual = selectionType !== 'bundle';
  const includedIn = hostingBundle ? `Included in the ${we.HOSTING_BUNDLES[hostingBundle].label}` : undefined;
  return (
    <Group>
      <legend>Your build</legend>
      <ChoiceGroup form={form} name="selection_type" legend="How would you like to build?">
        {we.SelectionType.options.map((value) => (
          <CheckRow key={value}>
            <input type="radio" value={value} {...form.register('selection_type')} />
            {SELECTION_LABELS[value]}
          </CheckRow>
        ))}
      </ChoiceGroup>
      {individual ? <ChoiceSelect form={form} name="package" label="Website Package" none="Choose a package" options={OPTIONS.package} /> : null}
      <ChoiceGroup form={form} name="add_ons" legend="Add-ons">
        {OPTIONS.add_ons.map((o) => (
          <CheckRow key={o.id}>
            <input type="checkbox" id={fieldId(`add_ons-${o.id}`)} value={o.id} {...form.register('add_ons')} />
            {o.label}
          </CheckRow>
        ))}
      </ChoiceGroup>
      {individual ? (
        <>
          {PLANS.map((plan) => (
            <ChoiceSelect key={plan.name} form={form} {...plan} options={OPTIONS[plan.name]} disabled={!!hostingBundle} hint={includedIn} />
          ))}
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
