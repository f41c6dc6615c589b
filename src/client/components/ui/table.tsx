import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A semantic table in a horizontally scrollable, focusable region, so keyboard users can scroll
 * it on narrow screens. Give the region a label (aria-label) naming the table.
 */
export function TableRegion({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="region"
      tabIndex={0}
      className={cn(
        'w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />;
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('bg-stone-50 [&_tr]:border-b [&_tr]:border-stone-200', className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b border-stone-100 transition-colors hover:bg-paper', className)} {...props} />;
}

export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-11 px-4 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}
