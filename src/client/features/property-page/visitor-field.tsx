import type { InputHTMLAttributes, ReactNode } from 'react';
import { CircleAlert } from '#client/components/ui/more-icons.tsx';

/** A field's problem under it, named by `id` (the field's aria-describedby points here). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field-error">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

/** What a field with a problem carries: marked invalid and described by its message. */
export const problemAria = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

type LineFieldProps = { id: string; label: string; problem?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
>;

/**
 * One required line of a visitor's form on the property page (the documents' gate, the viewing
 * booking): its label, the input, and its problem under it.
 */
export function LineField({ id, label, problem, ...input }: LineFieldProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input" aria-required {...problemAria(id, problem)} {...input} />
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </div>
  );
}
