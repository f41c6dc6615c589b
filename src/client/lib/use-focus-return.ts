import { useCallback, useRef } from 'react';

/**
 * Gives focus back to whatever opened a dialog when it closes. Radix returns focus to its own
 * Trigger; our dialogs open from table rows and cards without one, so without this keyboard users
 * would land on <body> after closing. Spread the handlers onto DialogContent/AlertDialogContent.
 */
export function useFocusReturn(onOpen?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(
    (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpen?.(event);
    },
    [onOpen],
  );
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current;
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
