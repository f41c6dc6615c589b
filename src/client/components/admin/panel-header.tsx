import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * The top of an admin panel's card: its heading (the section's label), a subtitle and actions. The
 * heading takes the focus (from script only) when what had it is gone, e.g. a row just deleted.
 */
export function PanelHeader({
  headingId,
  title,
  subtitle,
  icon,
  children,
}: {
  headingId: string;
  title: string;
  subtitle: ReactNode;
  icon?: ReactNode;
  /** The panel's actions, e.g. its "new" button. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 p-6">
      <div>
        <h2
          id={headingId}
          tabIndex={-1}
          className={cn(
            icon !== undefined && 'flex items-center gap-2',
            'rounded-sm text-lg font-semibold text-ink focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none',
          )}
        >
          {icon}
          {title}
        </h2>
        <p className="text-sm text-stone-600">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

/** Where focus goes after a deletion took away the element that had it: the panel's heading. */
export const panelHeading = (headingId: string) => () => document.getElementById(headingId);
