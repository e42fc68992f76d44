import { useEffect, useState } from 'react';

/** True once the page is scrolled past `threshold` pixels (the header turns dark at 50). */
export function useScrolled(threshold = 50): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    // Reading the scroll position makes the browser bring style and layout up to date at once.
    // The first reading waits for the next frame, which brings them up to date anyway, instead of
    // doing that work inside the task that committed the page (hydration's last, on a first visit).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
