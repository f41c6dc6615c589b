import * as ProgressPrimitive from '@radix-ui/react-progress';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A determinate progress bar (role="progressbar" with aria-valuenow); value is 0–100. */
export const Progress = forwardRef<
  ElementRef<typeof ProgressPrimitive.Root>,
  ComponentPropsWithoutRef<typeof ProgressPrimitive.Root>
>(function Progress({ className, value, ...props }, ref) {
  const percent = Math.max(0, Math.min(100, value ?? 0));
  return (
    <ProgressPrimitive.Root
      ref={ref}
      value={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-stone-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-gold transition-[width] duration-150 ease-out"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
});
