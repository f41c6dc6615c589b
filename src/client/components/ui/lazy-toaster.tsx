import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentToast } from '../../lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast area (Radix Toast) is loaded when it is first needed: when a toast is shown, or when
 * F8 is pressed to reach it. Until then nothing could be in it, and the first screen's bundle
 * stays smaller.
 */
export function LazyToaster() {
  const message = useCurrentToast();
  const [mounted, setMounted] = useState(false);
  // Once mounted it stays, so a toast can animate out and F8 keeps working.
  if (message && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setMounted(true);
      // Radix focuses its viewport on F8 once it is there: repeat the key press for it.
      void import('./toaster').then(() =>
        window.setTimeout(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8' })), 0),
      );
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
