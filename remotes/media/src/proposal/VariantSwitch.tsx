import styled from 'styled-components';
import type { Variant } from './model';

const CHOICES: { value: Variant; label: string }[] = [
  { value: 'estate', label: 'Real Estate' },
  { value: 'creative', label: 'Creative' },
];

const Group = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 20px;
  legend {
    font-weight: 600;
    font-size: 0.95rem;
    margin-bottom: 8px;
    padding: 0;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

// Native radios (visually restyled) keep arrow-key selection and screen-reader semantics for free.
const Choice = styled.label`
  position: relative;
  display: block;
  text-align: center;
  padding: 10px 12px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.pill};
  cursor: pointer;
  font-weight: 600;
  font-size: 0.92rem;
  color: ${(p) => p.theme.color.muted};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.color.gold};
    color: ${(p) => p.theme.color.goldLight};
    background: rgba(212, 175, 55, 0.12);
  }
  &:has(input:focus-visible) {
    box-shadow: 0 0 0 3px rgba(212, 175, 55, 0.35);
  }
`;

/** Lets a visitor who opened the wrong form (or a Request Quote) change it without retyping. */
export function VariantSwitch({ value, onChange }: { value: Variant; onChange: (v: Variant) => void }) {
  return (
    <Group>
      <legend>What do you need?</legend>
      <Options>
        {CHOICES.map((c) => (
          <Choice key={c.value}>
            <input type="radio" name="proposal-variant" value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} />
            {c.label}
          </Choice>
        ))}
      </Options>
    </Group>
  );
}
