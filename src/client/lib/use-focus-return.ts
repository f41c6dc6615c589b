import { useCallback, useRef } from 'react';

/**
 * Gives focus back to whatever opened a dialog when it closes. Radix returns focus to its own
 * Trigger; our dialogs open from table rows and cards without one, so without this keyboard users
 * would land on <body> after closing. Spread the handlers onto DialogContent/AlertDialogContent.
 * When the opener is gone by then (its row was deleted), focus goes to `fallback()` if given.
 */
export function useFocusReturn(onOpen?: (event: Event) => void, fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(
    (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpen?.(event);
    },
    [onOpen],
  );
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : fallback?.();
      if (target && target.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
    [fallback],
  );
  return { onOpenAutoFocus, onCloseAutoFocus };
}
