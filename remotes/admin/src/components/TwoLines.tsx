import type { ReactNode } from 'react';

/** A table cell's main line with a second one under it: a name and its e-mail, a title and its category. */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      {first}
      <div>{second}</div>
    </>
  );
}
