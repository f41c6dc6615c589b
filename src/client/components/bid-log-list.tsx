import { bidLogHeadLine, bidLogLine, type BidLogTexts } from '#shared/bid-log/bid-log-text.ts';
import type { BidLogEntry } from '#shared/bid-log/schemas.ts';
import type { Language } from '#shared/languages.ts';
import type { Translate } from '#client/lib/i18n.tsx';

/** An entry as it arrives over the wire: its times as ISO strings. */
type WireEntry = Omit<BidLogEntry, 'at' | 'offeredAt' | 'endFrom' | 'endTo'> & {
  at: string | Date;
  offeredAt: string | Date | null;
  endFrom: string | Date | null;
  endTo: string | Date | null;
};

function dateOrNull(value: string | Date | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * A bid log's entries in the words of the agent's log and the seller's PDF, in the order given,
 * closed by the log's checksum. Entries of `own` (a bidder number) are marked with `ownLabel`.
 */
export function BidLogList({
  entries,
  t,
  language,
  testId,
  own,
}: {
  entries: readonly WireEntry[];
  t: Translate;
  language: Language;
  testId: string;
  own?: { bidderNumber: number; label: string };
}) {
  const texts: BidLogTexts = (key, values) => t(key as never, values as never);
  return (
    <>
      <ol className="grid gap-2">
        {entries.map((entry) => {
          const line = bidLogLine(
            {
              ...entry,
              at: new Date(entry.at),
              offeredAt: dateOrNull(entry.offeredAt),
              endFrom: dateOrNull(entry.endFrom),
              endTo: dateOrNull(entry.endTo),
            },
            texts,
            language,
          );
          const mine = own !== undefined && entry.bidderNumber === own.bidderNumber;
          return (
            <li
              key={entry.id}
              className={`grid gap-1 rounded-xl border p-4 sm:grid-cols-[11rem_8rem_1fr_auto] sm:items-baseline sm:gap-4 ${mine ? 'border-gold-deep/50 bg-amber-50' : 'border-stone-200 bg-white'}`}
              data-testid={`${testId}-entry`}
            >
              <span className="text-sm text-stone-600 tabular-nums">{line.time}</span>
              <span className="font-medium text-ink">
                {line.bidder}
                {mine && <span className="ml-2 text-sm font-semibold text-gold-deep">{own.label}</span>}
              </span>
              <span className="grid gap-0.5">
                <span className="text-ink">{line.event}</span>
                {line.details.map((detail) => (
                  <span key={detail} className="text-sm text-stone-600">
                    {detail}
                  </span>
                ))}
              </span>
              <span className="font-semibold text-ink tabular-nums sm:text-right">{line.amount}</span>
            </li>
          );
        })}
      </ol>
      {entries.length > 0 && (
        <p className="text-xs break-all text-stone-500" data-testid={`${testId}-head`}>
          {bidLogHeadLine(entries, texts)}
        </p>
      )}
    </>
  );
}
