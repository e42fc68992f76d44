import type { site } from '@sqw/contracts';
import { CONTENT_BLOCKS, contentProblem, type ContentKey } from '@sqw/contracts/site-copy';
import type { z } from 'zod';
import { useResource } from '@sqw/platform';
import { Button, Card, Field, TextArea } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Loadable } from '../../components/Loadable';
import { SubHeader } from '../../components/PanelHeader';
import { formatDateTime } from '../../lib/format';
import { useAction } from '../../lib/run-action';
import { listBlocks, saveBlock } from './api';

const BlockText = styled(TextArea)`
  min-height: 70px;
`;

const SaveButton = styled(Button)`
  margin-top: 8px;
`;

type ContentBlock = z.infer<typeof site.ContentBlock>;

function BlockEditor({ block }: { block: ContentBlock }) {
  const [value, setValue] = useState(block.value);
  const [saved, setSaved] = useState(block);
  const { busy, act } = useAction();
  const id = `block-${block.key.replace(/\W/g, '-')}`;
  const save = () => act(() => saveBlock(block.key, value.trim()).then(setSaved), `${block.label} saved`, 'Text not saved');
  const changed = value.trim() !== saved.value;
  // The service refuses the same values with the same words; showing it here saves a round trip.
  const problem = block.key in CONTENT_BLOCKS && value.trim() !== '' ? contentProblem(block.key as ContentKey, value.trim()) : null;
  const mayEmpty = block.key in CONTENT_BLOCKS && contentProblem(block.key as ContentKey, '') === null;
  return (
    <Field id={id} label={block.label} error={changed ? (problem ?? undefined) : undefined} hint={`Last changed ${formatDateTime(saved.updated_at)}`}>
      <BlockText id={id} value={value} maxLength={4000} onChange={(e) => setValue(e.target.value)} />
      <SaveButton type="button" $size="sm" disabled={busy || !changed || problem !== null || (!mayEmpty && !value.trim())} onClick={() => void save()}>
        {busy ? 'Saving...' : 'Save'}
      </SaveButton>
    </Field>
  );
}

/** The home and about page texts, each saved on its own. */
export function PageTexts() {
  const blocks = useResource((signal) => listBlocks(signal), []);
  return (
    <>
      <SubHeader title="Home, About & Contact" note="Visitors see a saved change within a minute. An empty phone or social page is not shown." />
      <Loadable resource={blocks} what="the page texts">
        {(data) => (
          <Card>
            {data.items.map((b) => (
              <BlockEditor key={b.key} block={b} />
            ))}
          </Card>
        )}
      </Loadable>
    </>
  );
}
