import { useEffect, type RefObject } from 'react';

/** Whether the visitor has clicked or typed in this document (sticky user activation). */
function visitorHasActed(): boolean {
  // Browsers without the API: moving focus is the safer guess (after signing in it is right).
  return (navigator as Partial<Navigator>).userActivation?.hasBeenActive ?? true;
}

/**
 * Moves focus to `target` when the screen appears after the visitor's own action (signing in,
 * coming back from the site): the control they used is gone, and focus would otherwise fall back
 * to <body>, so the next Tab would start at the top of the page. On a fresh page load, and when
 * something already holds focus, nothing changes.
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    // Without scrolling: the screen has just appeared at its top, and the scroll padding kept for
    // the public site's sticky bar would otherwise scroll the dashboard's heading out of view.
    if (focusLost && visitorHasActed()) target.current?.focus({ preventScroll: true });
  }, [target]);
}
