import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label';

/**
 * A label, a control and its error text. The control should carry id={id},
 * aria-invalid and aria-describedby={errorId(id)} when there is an error.
 */
function errorId(id: string): string {
  return `${id}-error`;
}

function hintId(id: string): string {
  return `${id}-hint`;
}

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={hintId(id)} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its FormField's error text (or, without an error, its hint). */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : hasHint ? hintId(id) : undefined,
  } as const;
}
