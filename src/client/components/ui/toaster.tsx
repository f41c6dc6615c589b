import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, useCurrentToast } from '#client/lib/toast-store.ts';
import { useToastTexts } from './toast-texts';

/** One toast at a time, 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
const TOAST_DURATION_MS = 5000;
const HOTKEY = 'F8';

/**
 * What ends the title when a description follows. Radix reads a toast out as its text nodes
 * joined without spaces ('Offer savedThe list was updated'), and a screen reader's reading of
 * the toast itself needs the same pause: a full stop, unless the title already ends a sentence.
 */
function pauseAfter(title: string): string {
  return /[.!?…:]$/.test(title.trim()) ? ' ' : '. ';
}

export function Toaster() {
  const message = useCurrentToast();
  const t = useToastTexts();
  return (
    <ToastPrimitive.Provider
      label={t('toast.announcement')}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          lang={message.lang}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out',
            message.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : message.variant === 'success'
                ? 'border-emerald-200 bg-white text-ink'
                : 'border-stone-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {message.title}
              {message.description && <span className="sr-only">{pauseAfter(message.title)}</span>}
            </ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {message.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100 focus:opacity-100 focus:ring-2 focus:ring-current focus:outline-none"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* Bottom right; while a dialog is open, top left, away from its buttons (styles.css). */}
      <ToastPrimitive.Viewport
        hotkey={[HOTKEY]}
        label={t('toast.region', { hotkey: HOTKEY })}
        className="toast-viewport fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
