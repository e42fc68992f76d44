import { store } from '@sqw/contracts';
import { toast } from '@sqw/platform';
import { Button, Field, FileInput, invalidProps, ProgressBar, TextArea } from '@sqw/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toastError } from '../notify';
import { uploadProof } from './orders-api';
import { MAX_NOTE_LENGTH, proofFileProblem } from './proof-file';

const Progress = styled.div`
  margin-bottom: 16px;
`;

type Props = { orderId: string; onUploaded: (order: store.OrderDetail) => void };

/** The payment proof: an image (required) and a note (optional), uploaded with progress. */
export function ProofForm({ orderId, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const noteError = note.length > MAX_NOTE_LENGTH ? `The note must be at most ${MAX_NOTE_LENGTH} characters.` : undefined;

  const choose = (chosen: File | undefined) => {
    const problem = chosen ? proofFileProblem(chosen) : null;
    setFileError(problem ?? undefined);
    setFile(chosen && !problem ? chosen : null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || uploading || noteError) return;
    setProgress(0);
    try {
      const updated = await uploadProof(orderId, file, note, setProgress);
      toast({ title: store.MESSAGES.proofUploadedTitle, description: store.MESSAGES.proofUploaded, variant: 'success' });
      onUploaded(updated);
    } catch (err) {
      // The file and note stay chosen so the member can simply try again.
      toastError(err, store.MESSAGES.uploadErrorTitle);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Upload payment proof">
      <h3>Upload Payment Proof</h3>
      <Field id="proof-file" label="Payment screenshot" required error={fileError} hint="An image of your completed payment, at most 10 MB.">
        <FileInput accept="image/*" disabled={uploading} {...invalidProps('proof-file', fileError)} onChange={(e) => choose(e.target.files?.[0])} />
      </Field>
      <Field id="proof-note" label="Note (optional)" error={noteError}>
        <TextArea
          {...invalidProps('proof-note', noteError)}
          value={note}
          disabled={uploading}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Anything we should know about this payment"
        />
      </Field>
      {uploading ? (
        <Progress>
          <ProgressBar value={progress} label="Proof upload progress" />
          <small>
            Uploading {file?.name}… {progress}%
          </small>
        </Progress>
      ) : null}
      <Button type="submit" $block disabled={!file || uploading || !!noteError}>
        {uploading ? 'Uploading...' : 'Upload Proof'}
      </Button>
    </form>
  );
}
