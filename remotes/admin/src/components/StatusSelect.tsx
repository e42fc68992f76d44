import { Select } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Small = styled(Select)`
  padding: 6px 10px;
  min-width: 140px;
  font-size: 0.88rem;
`;

/** A row's status as a select that saves on change; it shows the saved value until the change succeeds. */
export function StatusSelect<S extends string>({
  value,
  options,
  label,
  onChange,
}: {
  value: S;
  options: readonly { value: S; label: string }[];
  label: string;
  onChange: (next: S) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const change = async (next: S) => {
    setBusy(true);
    try {
      await onChange(next);
    } finally {
      setBusy(false);
    }
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
