import { Mail, X } from 'lucide-react';
import { useState } from 'react';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { countDe } from '#client/lib/offer-count.ts';

const CHECKBOX = 'h-5 w-5 shrink-0 accent-ink';

/**
 * The offers chosen to write to (decision 0135), kept across pages of one choice of filters;
 * another choice of filters starts with none, as its rows are other offers.
 */
export function useOfferSelection(filterKey: string) {
  const [state, setState] = useState<{ key: string; offers: ReadonlyMap<string, OfferPageItem> }>({
    key: filterKey,
    offers: new Map(),
  });
  const offers = state.key === filterKey ? state.offers : new Map<string, OfferPageItem>();
  const change = (edit: (next: Map<string, OfferPageItem>) => void) =>
    setState(() => {
      const next = new Map(offers);
      edit(next);
      return { key: filterKey, offers: next };
    });
  return {
    chosen: [...offers.values()],
    has: (offer: OfferPageItem) => offers.has(offer.id),
    toggle: (offer: OfferPageItem, on: boolean) =>
      change((next) => (on ? next.set(offer.id, offer) : next.delete(offer.id))),
    setPage: (rows: readonly OfferPageItem[], on: boolean) =>
      change((next) => rows.forEach((offer) => (on ? next.set(offer.id, offer) : next.delete(offer.id)))),
    clear: () => change((next) => next.clear()),
  };
}
export type OfferSelection = ReturnType<typeof useOfferSelection>;

/** The checkbox before a bidder's name. */
export function SelectOfferBox({
  offer,
  name,
  selection,
}: {
  offer: OfferPageItem;
  name: string;
  selection: OfferSelection;
}) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className={`${CHECKBOX} mt-0.5`}
      checked={selection.has(offer)}
      onChange={(event) => selection.toggle(offer, event.target.checked)}
      aria-label={t('admin.bidderMessages.select', { name })}
    />
  );
}

/** Above the list: choose the page's offers, how many are chosen, and writing to them. */
export function SelectionBar({
  rows,
  selection,
  onWrite,
}: {
  rows: readonly OfferPageItem[];
  selection: OfferSelection;
  onWrite: () => void;
}) {
  const t = useT();
  const count = selection.chosen.length;
  const wholePage = rows.length > 0 && rows.every(selection.has);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-200 px-4 py-2.5 sm:px-6">
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={wholePage}
          onChange={(event) => selection.setPage(rows, event.target.checked)}
        />
        {t('admin.bidderMessages.selectPage')}
      </label>
      <p className="text-sm font-medium text-ink tabular-nums" aria-live="polite">
        {count > 0 ? t('admin.bidderMessages.selected', { count: countDe.format(count) }) : ''}
      </p>
      {count > 0 && (
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button size="sm" onClick={onWrite} aria-haspopup="dialog">
            <Mail aria-hidden />
            {t('admin.bidderMessages.write')}
          </Button>
          <Button size="sm" variant="outline" onClick={selection.clear}>
            <X aria-hidden />
            {t('admin.bidderMessages.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
