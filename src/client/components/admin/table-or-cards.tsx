import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '#client/lib/use-media-query.ts';
import { Table, TableBody, TableHeader, TableRegion, TableRow } from '../ui/table';

/**
 * An admin list: a table on wide screens, stacked cards below the breakpoint, where its columns
 * would not fit. Either way `label` names it for screen readers; only the one in view is rendered.
 * A list of many columns sets a wider breakpoint (`tableFrom`), so that at no width between
 * 640 px and the desktop's 1280 px (a laptop zoomed to 150–200 %) it scrolls sideways.
 */
export function TableOrCards({
  label,
  head,
  rows,
  cards,
  tableFrom = WIDE_SCREEN,
}: {
  label: string;
  /** The header cells (TableHead). */
  head: ReactNode;
  /** The table rows (TableRow). */
  rows: ReactNode;
  /** The cards (li). */
  cards: ReactNode;
  /** The media query from which the table fits (use-media-query.ts); 640 px by default. */
  tableFrom?: string;
}) {
  const wide = useMediaQuery(tableFrom);
  return wide ? (
    <TableRegion aria-label={label}>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">{head}</TableRow>
        </TableHeader>
        <TableBody>{rows}</TableBody>
      </Table>
    </TableRegion>
  ) : (
    <ul className="divide-y divide-stone-100" aria-label={label}>
      {cards}
    </ul>
  );
}
