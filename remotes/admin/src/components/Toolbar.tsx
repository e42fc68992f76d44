import { Input, Select } from '@sqw/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { RowButton } from './RowActions';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-end;
  margin-bottom: 14px;
  label {
    display: block;
    font-size: 0.8rem;
    color: ${(p) => p.theme.color.muted};
    margin-bottom: 4px;
  }
  > div {
    min-width: 180px;
    flex: 1 1 180px;
    max-width: 320px;
  }
  input,
  select {
    padding: 8px 12px;
  }
`;

/** A search box that reports its text once typing pauses, so each keystroke is not a request. */
export function SearchBox({ id, label, onSearch }: { id: string; label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  const report = useRef(onSearch);
  report.current = onSearch;
  const first = useRef(true);
  useEffect(() => {
    // Nothing typed yet: the list already shows everything.
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => report.current(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** A filter of a list as a labelled select; the first option is usually the one that filters nothing ('All statuses'). */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: V;
  onChange: (v: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A list panel's two header actions: reload the list, download it as CSV. */
export function RefreshExport({ onRefresh, onExport }: { onRefresh: () => void; onExport: () => void }) {
  return (
    <>
      <RowButton onClick={onRefresh}>Refresh</RowButton>
      <RowButton onClick={onExport}>Export CSV</RowButton>
    </>
  );
}
