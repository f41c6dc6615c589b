import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A styled native <select>: works with react-hook-form's register and every keyboard and screen reader. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          className={cn(
            'h-11 w-full appearance-none rounded-lg border border-stone-500 bg-white pr-9 pl-3 text-base text-ink shadow-sm transition sm:text-sm',
            'focus-visible:border-ink focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-stone-100',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-stone-500"
          aria-hidden
        />
      </div>
    );
  },
);
