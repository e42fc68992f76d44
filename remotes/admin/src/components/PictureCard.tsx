import { PICTURE_ACCEPT, pictureHint, pictureProblem } from '@sqw/contracts';
import { messageOf, toast, useMutation } from '@sqw/platform';
import { Button, Card, FileInput, ProgressBar } from '@sqw/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Preview = styled.div`
  /* A fixed frame, so choosing or removing a picture never moves the controls below it. */
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  margin-bottom: 14px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.color.border};
  background: linear-gradient(135deg, #221c0c, #0f0f11 55%, #2b2410);
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
  text-align: center;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Heading = styled.h3`
  margin: 0 0 12px;
  font-size: 1.05rem;
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 6px;
`;

const Progress = styled.div`
  margin-top: 10px;
`;
const RemoveButton = styled(Button)`
  margin-top: 12px;
`;
const Note = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${(p) => (p.$error ? p.theme.color.danger : p.theme.color.muted)};
`;

type Props = {
  /** What the picture shows: the product's or the venture's name. */
  name: string;
  /** The current picture's full URL, or null (the site then shows the initials). */
  src: string | null;
  maxBytes: number;
  upload: (file: File, onProgress: (pct: number) => void) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** After an upload or a removal: reload the list, whose item then names the new picture. */
  onChanged: () => void;
};

/**
 * One item's picture: the current one (or a note that the site shows the initials), a file
 * picker that uploads at once with progress, and Remove. A file the service would refuse
 * (type, size) is explained here before anything is sent; the service checks again.
 */
export function PictureCard({ name, src, maxBytes, upload, remove, onChanged }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const uploading = useMutation(upload);
  const removing = useMutation(remove);
  const busy = uploading.busy || removing.busy;
  const shown = local ?? (broken ? null : src);

  useEffect(() => setBroken(false), [src]);
  // The chosen file's preview lives until the upload ends.
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = pictureProblem(file, maxBytes);
    setError(problem);
    if (problem) return;
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    const result = await uploading.run(file, setProgress);
    setProgress(null);
    setLocal(null);
    if (!result) return;
    if (!result.ok) return setError(messageOf(result.error));
    toast({ title: `Picture of ${name} saved`, variant: 'success' });
    onChanged();
  };

  const clear = async () => {
    setError(null);
    const result = await removing.run();
    if (!result) return;
    if (!result.ok) return setError(messageOf(result.error));
    toast({ title: `Picture of ${name} removed`, description: 'The site shows the initials again.', variant: 'success' });
    onChanged();
  };

  return (
    <Card aria-labelledby={`${id}-name`} aria-busy={busy || undefined} data-testid="picture-card">
      <Heading id={`${id}-name`}>{name}</Heading>
      <Preview>
        {shown ? (
          <img src={shown} alt={local ? `New picture of ${name}, uploading` : `Current picture of ${name}`} onError={() => setBroken(true)} />
        ) : (
          <span>{broken ? 'The picture could not be shown.' : 'No picture: the site shows the initials.'}</span>
        )}
      </Preview>
      <Label htmlFor={`${id}-file`}>
        Upload image<span className="sr-only"> for {name}</span>
      </Label>
      <FileInput
        ref={input}
        id={`${id}-file`}
        accept={PICTURE_ACCEPT}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Note id={`${id}-hint`}>{pictureHint(maxBytes)}</Note>
      {error ? (
        <Note id={`${id}-error`} role="alert" $error>
          {error}
        </Note>
      ) : null}
      {progress !== null ? (
        <Progress>
          <ProgressBar value={progress} label={`Upload of the picture of ${name}`} />
          <Note>Uploading… {progress}%</Note>
        </Progress>
      ) : null}
      {src ? (
        <RemoveButton type="button" $size="sm" $variant="outline" disabled={busy} onClick={() => void clear()} aria-label={`Remove image of ${name}`}>
          {removing.busy ? 'Removing…' : 'Remove image'}
        </RemoveButton>
      ) : null}
    </Card>
  );
}
