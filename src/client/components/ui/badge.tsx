import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        neutral: 'border-stone-200 bg-stone-100 text-stone-700',
        success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
        muted: 'border-stone-300 bg-white text-stone-600',
        gold: 'border-gold/40 bg-gold-soft text-ink',
        danger: 'border-red-200 bg-red-50 text-red-800',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
