import { ApiError, messageOf, notifyError, toast, useMutation } from '@sqw/platform';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { rollBack } from './api';
import type { PendingChange } from './model';
import { Mono } from './table-styles';

const Change = styled.p`
  font-size: 1.05rem;
  margin: 0 0 12px;
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 16px 0 0;
  padding: 10px 14px;
  border: 1px solid ${(p) => p.theme.color.danger};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
`;

/**
 * Asks before the live version of an app changes, naming the app and both versions, then makes
 * the change. A refusal (the compatibility gate's long message, say) stays readable in the
 * dialog as well as in the toast, which disappears after a few seconds.
 */
export function RollbackDialog({ change, onClose, onDone }: { change: PendingChange | null; onClose: () => void; onDone: () => void }) {
  const { run, busy } = useMutation(rollBack);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [change]);

  const confirm = async () => {
    if (!change) return;
    setProblem(null);
    const done = await run(change.app, change.to);
    if (!done) return;
    if (done.ok) {
      const result = done.value;
      toast({
        title: change.kind === 'rollback' ? `${change.app} rolled back to ${result.version}` : `${change.app} ${result.version} is live`,
        description: `Was ${result.previous ?? 'nothing'}. The next page load gets ${result.version}.`,
        variant: 'success',
      });
      onClose();
      onDone();
      return;
    }
    setProblem(messageOf(done.error));
    notifyError(done.error, done.error instanceof ApiError && done.error.status === 409 ? 'Rollback refused' : 'Rollback failed');
  };

  const rollback = change?.kind === 'rollback';
  return (
    <ConfirmDialog
      open={change !== null}
      title={rollback ? `Roll back ${change.app}?` : `Make ${change?.app ?? ''} ${change?.to ?? ''} live?`}
      confirmLabel={rollback ? 'Roll back' : 'Make live'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {change ? (
        <>
          <Change>
            <strong>{change.app}</strong>: <Mono>{change.from}</Mono> → <Mono>{change.to}</Mono>
          </Change>
          <p>
            The next page load gets {change.to}; tabs open now keep {change.from} until they reload. The change is recorded in the audit log under your name.
          </p>
          {problem ? <Problem role="alert">{problem}</Problem> : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
