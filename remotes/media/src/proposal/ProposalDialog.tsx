import { media } from '@sqw/contracts';
import { applyServerErrors, newIdempotencyKey, notifyError, toast } from '@sqw/platform';
import { Button, Dialog, Form } from '@sqw/ui';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { submitProposal } from '../api';
import { addOnById, emptyValues, FIELD_NAMES, proposalResolver, timelineFits, type ProposalValues, type Variant } from './model';
import { ProposalFields } from './ProposalFields';
import { VariantSwitch } from './VariantSwitch';

/** How the modal was opened: from a contact button (no add-on) or from an add-on's Request Quote. */
export type ProposalOpening = { formType: Variant; addOn: media.AddOnId | null };

const AddOnNote = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.color.gold};
  border-radius: ${(p) => p.theme.radius.sm};
  background: rgba(212, 175, 55, 0.08);
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  flex-wrap: wrap-reverse;
  margin-top: 8px;
  @media (max-width: 640px) {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

/**
 * Stays mounted while closed so a cancelled or failed request keeps every answer; only a
 * successful submit clears it. `onClose` must be stable: the Dialog re-runs its focus setup when it changes.
 */
export function ProposalDialog({ opening, onClose }: { opening: ProposalOpening | null; onClose: () => void }) {
  const { register, handleSubmit, formState, setValue, getValues, reset, setError, clearErrors, watch } = useForm<
    ProposalValues,
    unknown,
    media.ProposalRequest
  >({
    resolver: proposalResolver,
    defaultValues: emptyValues('estate'),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // One key per request: a retry after a lost response cannot store it twice.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);
  const variant = watch('form_type');
  const addOn = addOnById(watch('add_on'));

  // useForm's methods keep their identity across renders, so this one does too.
  const switchVariant = useCallback(
    (next: Variant) => {
      setValue('form_type', next);
      if (!timelineFits(next, getValues('timeline'))) setValue('timeline', '');
      // Errors belong to the variant they were found in; the next submit checks the new one.
      clearErrors();
    },
    [setValue, getValues, clearErrors],
  );

  // Only a new opening resets the variant (the other dependencies are stable): re-running on
  // every render would undo the visitor's switch.
  useEffect(() => {
    if (!opening) return;
    switchVariant(opening.formType);
    setValue('add_on', opening.addOn ?? '');
  }, [opening, switchVariant, setValue]);

  const onValid = async (request: media.ProposalRequest) => {
    try {
      await submitProposal(request, idemKey);
      toast({ title: media.PROPOSAL_SUCCESS, variant: 'success' });
      reset(emptyValues(request.form_type));
      setIdemKey(newIdempotencyKey());
      onClose();
    } catch (err) {
      // Every answer stays; what the service refused is shown at its field.
      applyServerErrors({ setError }, err, { fields: FIELD_NAMES });
      notifyError(err, media.PROPOSAL_FAILURE.title, media.PROPOSAL_FAILURE.description);
    }
  };

  return (
    <Dialog open={opening !== null} onClose={onClose} title={media.FORM_TITLES[variant]} wide>
      <Form noValidate onSubmit={handleSubmit(onValid)} aria-label={media.FORM_TITLES[variant]}>
        <VariantSwitch value={variant} onChange={switchVariant} />
        {addOn ? (
          <AddOnNote data-testid="proposal-add-on">
            <strong>{media.FIELD_LABELS.add_on}:</strong> {addOn.name} ({media.priceLabel(addOn)})
          </AddOnNote>
        ) : null}
        <ProposalFields variant={variant} register={register} errors={formState.errors} />
        <Actions>
          <Button type="button" $variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Submitting...' : 'Submit Request'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
