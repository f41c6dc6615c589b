import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Spinner } from '../ui/spinner';

/** What an admin panel shows while its list loads; the label is announced. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12 text-stone-500">
      <Spinner className="h-6 w-6" label={label} />
    </div>
  );
}

/** What an admin list shows when it has no entries: a faint icon above the message. */
export function ListEmpty({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 py-12 text-center text-stone-500', className)}>
      <Icon className="h-8 w-8 text-stone-300" aria-hidden />
      {children}
    </div>
  );
}
