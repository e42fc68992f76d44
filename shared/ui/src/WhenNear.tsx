import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** How far below the fold rendering starts, so the content is there before it scrolls in. */
const AHEAD = '600px 0px';

const Placeholder = styled.div<{ $minHeight: number }>`
  min-height: ${(p) => p.$minHeight}px;
`;

/**
 * Renders its children once they come near the viewport, keeping `minHeight` meanwhile so the
 * page does not shift, and while a lazy() child's code loads (the boundary is its own). The
 * first render is always the placeholder, in the browser and in the build-time prerender
 * alike, so hydration matches.
 */
export function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    io.observe(ref.current!);
    return () => io.disconnect();
  }, [near]);
  return (
    <Placeholder ref={ref} $minHeight={minHeight}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </Placeholder>
  );
}
