import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentToast } from '#client/lib/toast-store.ts';

const Toaster = lazy(() => import('./toaster-chunk'));

/** Rendered after the toaster in the same commit: its F8 listener exists when this effect runs. */
function RepeatF8() {
  useEffect(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8' }));
  }, []);
  return null;
}

/**
 * The toast area (Radix Toast) is loaded when it is first needed: when a toast is shown, or when
 * F8 is pressed to reach it (the key press is then repeated for Radix, which focuses the area).
 * Until then nothing could be in it, and the first screen's bundle stays smaller.
 */
export function LazyToaster() {
  const message = useCurrentToast();
  const [mounted, setMounted] = useState(false);
  const [viaF8, setViaF8] = useState(false);
  // Once mounted it stays, so a toast can animate out and F8 keeps working.
  if (message && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setViaF8(true);
      setMounted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
      {viaF8 && <RepeatF8 />}
    </Suspense>
  ) : null;
}
