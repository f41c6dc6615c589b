import type { ReactNode } from 'react';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Spinner } from '../ui/spinner';

/**
 * Asks before an admin action that changes the live site or cannot be undone; the confirm button
 * is red unless the action destroys nothing (destructive={false}). While the call runs it cannot be dismissed and both
 * buttons are disabled; the caller closes it once the call has finished, whatever the outcome.
 */
export function ConfirmDialog({
  open,
  pending,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
  lang,
  destructive = true,
  returnFocus,
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  pending: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  lang?: string;
  destructive?: boolean;
  /** Where focus goes on closing when what opened the dialog is gone (the deleted row's button). */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Until the admin has also ticked what `children` asks (an explicit consent). */
  confirmDisabled?: boolean;
  /** Shown between the question and the buttons, e.g. what is about to be deleted. */
  children?: ReactNode;
}) {
  const focusReturn = useFocusReturn(undefined, returnFocus);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent {...focusReturn} lang={lang}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogConfirm onClick={onConfirm} disabled={pending || confirmDisabled} destructive={destructive}>
            {pending && <Spinner className="h-4 w-4" />}
            {confirmLabel}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
