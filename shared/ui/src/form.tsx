import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useHydrated } from './use-hydrated';

const control = css`
  width: 100%;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surfaceRaised};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  &:focus {
    border-color: ${(p) => p.theme.color.gold};
    outline: none;
    box-shadow: 0 0 0 3px rgba(212, 175, 55, 0.2);
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control};
  min-height: 120px;
  resize: vertical;
`;
export const Select = styled.select`
  ${control}
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 6px;
  font-size: 0.95rem;
`;

const ErrorText = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: 0.85rem;
  margin: 6px 0 0;
`;

const Hint = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: 0.85rem;
  margin: 6px 0 0;
`;

const Wrap = styled.div`
  margin-bottom: 18px;
`;

// Takes no box: the form's own layout places the controls as if it were not there.
const Controls = styled.fieldset`
  display: contents;
`;

/**
 * Every form of the site. Its controls are disabled until the app has hydrated the page: in a
 * page's server-composed HTML nothing can be typed or sent before the app is there to keep it (a
 * native submit would put the fields in the address and drop them), and without JavaScript the
 * form stays off. A form the app renders itself is usable from its first paint.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <Controls disabled={!hydrated}>{children}</Controls>
    </form>
  );
}

/** A labelled control with its error. The control should carry `aria-describedby={errorId(id)}`. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {hint ? <Hint>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId(id)} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrap>
  );
}

export const errorId = (id: string) => `${id}-error`;

/** aria attributes for a control whose field may show an error. */
export const invalidProps = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.gold};
  }
`;

/** A file picker whose button matches the outline buttons. */
export const FileInput = styled.input.attrs({ type: 'file' })`
  width: 100%;
  color: ${(p) => p.theme.color.muted};
  &::file-selector-button {
    margin-right: 12px;
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.color.gold};
    background: transparent;
    color: ${(p) => p.theme.color.goldLight};
    cursor: pointer;
  }
`;
