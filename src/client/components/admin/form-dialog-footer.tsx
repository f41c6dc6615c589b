import { Button } from '../ui/button';
import { DialogFooter } from '../ui/dialog';
import { PendingButton } from '../ui/pending-button';

/** Cancel and submit of a form dialog; both are disabled while the form is being saved. */
export function FormDialogFooter({
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  formId,
  className,
}: {
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** For a footer outside the form element it submits. */
  formId?: string;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <PendingButton type="submit" form={formId} pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </PendingButton>
    </DialogFooter>
  );
}
