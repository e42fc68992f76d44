import { messageOf, type MutationResult } from '@sqw/platform';
import { Field, FileInput, invalidProps, ProgressBar } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const Progress = styled.div`
  margin-top: 10px;
`;

type Upload = { name: string; progress: number; state: 'uploading' | 'done' | 'error'; error?: string };

type Props = {
  /** The form's photo upload (one at a time: it answers null while one is in flight). */
  upload: (file: File, onProgress: (pct: number) => void) => Promise<MutationResult<{ id: string }> | null>;
  busy: boolean;
  onUploaded: (id: string | null) => void;
};

/** Uploads the chosen photo at once (with progress) and hands the stored photo's id to the form. */
export function PhotoField({ upload: send, busy, onUploaded }: Props) {
  const [upload, setUpload] = useState<Upload | null>(null);

  const choose = async (file: File | undefined) => {
    if (busy) return;
    onUploaded(null);
    if (!file) return setUpload(null);
    if (!file.type.startsWith('image/'))
      return setUpload({ name: file.name, progress: 0, state: 'error', error: 'Please choose an image file (JPEG, PNG, GIF or WebP).' });
    if (file.size > MAX_PHOTO_BYTES) return setUpload({ name: file.name, progress: 0, state: 'error', error: 'The photo must be at most 5 MB.' });
    setUpload({ name: file.name, progress: 0, state: 'uploading' });
    const result = await send(file, (progress) => setUpload((u) => (u ? { ...u, progress } : u)));
    if (!result) return;
    if (!result.ok) return setUpload({ name: file.name, progress: 0, state: 'error', error: messageOf(result.error) });
    setUpload({ name: file.name, progress: 100, state: 'done' });
    onUploaded(result.value.id);
  };

  return (
    <Field id="photo" label="Photo (optional)" error={upload?.error} hint="An image of you, at most 5 MB. Shown on your card if you are approved.">
      <FileInput accept="image/*" disabled={busy} {...invalidProps('photo', upload?.error)} onChange={(e) => void choose(e.target.files?.[0])} />
      {upload && upload.state !== 'error' ? (
        <Progress>
          <ProgressBar value={upload.progress} label="Photo upload progress" />
          <small>{upload.state === 'done' ? `${upload.name} uploaded` : `Uploading ${upload.name}… ${upload.progress}%`}</small>
        </Progress>
      ) : null}
    </Field>
  );
}
