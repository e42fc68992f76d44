import { useEffect, useState } from 'react';

/** True once the page is scrolled past `threshold` pixels (the header turns dark at 50). */
export function useScrolled(threshold = 50): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
