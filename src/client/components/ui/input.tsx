import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

const fieldClass =
  'w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-ink shadow-sm transition placeholder:text-stone-500 focus-visible:border-ink focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-70 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:ring-red-200 sm:text-sm';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClass, 'h-11', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(fieldClass, 'py-2', className)} {...props} />;
});
