import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true): the moment to
 * fetch what it needs. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
