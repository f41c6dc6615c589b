import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** A button for a call in flight: disabled, with a spinner and its pending text, while it runs. */
export const PendingButton = forwardRef<HTMLButtonElement, ButtonProps & { pending: boolean; pendingLabel: ReactNode }>(
  function PendingButton({ pending, pendingLabel, disabled, children, ...props }, ref) {
    return (
      <Button ref={ref} disabled={pending || disabled} {...props}>
        {pending && <Spinner className="h-4 w-4" />}
        {pending ? pendingLabel : children}
      </Button>
    );
  },
);
