import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches; follows changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** Tailwind's sm breakpoint: below it, wide tables become stacked cards. */
export const WIDE_SCREEN = '(min-width: 640px)';

/** Tailwind's lg breakpoint: a table of a few columns (the properties) fits from here. */
export const LAPTOP_SCREEN = '(min-width: 1024px)';

/** Tailwind's xl breakpoint: the offers' many columns fit only from here (a laptop at 100 %). */
export const DESKTOP_SCREEN = '(min-width: 1280px)';
