import { Select } from '@sqw/ui';
import styled from 'styled-components';
import { useAction } from '../lib/run-action';

const Small = styled(Select)`
  padding: 6px 10px;
  min-width: 140px;
  font-size: 0.88rem;
`;

/**
 * A row's status as a select that saves on change, disabled while it saves; it shows the saved
 * value until the change succeeds. The change is told as 'Status set to <label>' or 'Status not
 * changed' with the service's reason; either way `onDone` then reloads the list.
 */
export function StatusSelect<S extends string>({
  value,
  options,
  label,
  save,
  onDone,
}: {
  value: S;
  options: readonly { value: S; label: string }[];
  label: string;
  save: (next: S) => Promise<unknown>;
  onDone: () => void;
}) {
  const { busy, act } = useAction();
  const change = async (next: S) => {
    const name = options.find((o) => o.value === next)?.label ?? next;
    await act(() => save(next), `Status set to ${name}`, 'Status not changed');
    onDone();
  };
  return (
    <Small aria-label={label} value={value} disabled={busy} onChange={(e) => void change(e.target.value as S)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Small>
  );
}
