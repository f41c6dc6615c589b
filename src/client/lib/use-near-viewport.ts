import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * Calls `onNear` once the element has come within `margin` of the viewport, without rendering
 * anything again: for a parent whose server markup below must stay as it is until then (a
 * re-render would make React drop markup it has not adopted yet). A null margin: never.
 */
export function useOnNearViewport<T extends Element>(margin: string | null, onNear: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const notify = useEffectEvent(onNear);
  useEffect(() => {
    const element = ref.current;
    if (!element || margin === null) return;
    if (typeof IntersectionObserver === 'undefined') return notify();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        notify();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return ref;
}
