import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '#client/lib/use-media-query.ts';
import { Table, TableBody, TableHeader, TableRegion, TableRow } from '../ui/table';

/**
 * An admin list: a table on wide screens, stacked cards below the breakpoint, where its columns
 * would not fit. Either way `label` names it for screen readers; only the one in view is rendered.
 */
export function TableOrCards({
  label,
  head,
  rows,
  cards,
}: {
  label: string;
  /** The header cells (TableHead). */
  head: ReactNode;
  /** The table rows (TableRow). */
  rows: ReactNode;
  /** The cards (li). */
  cards: ReactNode;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
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
