import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** A spinning indicator; with a label it is announced to screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <Loader2 className={cn('h-5 w-5 animate-spin text-current', className)} aria-hidden />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-stone-500">
      <Spinner className="h-8 w-8" label={label} />
    </div>
  );
}
