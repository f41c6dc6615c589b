import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { OFFER_STATUSES, type OfferStatus } from '#shared/offers/offer-status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { isFiltered, NO_FILTERS, OFFER_ORDERS, type OfferFilters, type OfferOrder } from './offer-filters';
import { useStatusName } from '#client/lib/offer-status-name.ts';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** Search, property, status, favourites and order above the offer list. */
export function OfferFiltersBar({
  filters,
  properties,
  onChange,
}: {
  filters: OfferFilters;
  /** The properties to choose from (id and title). */
  properties: { id: string; title: string }[];
  onChange: (filters: OfferFilters) => void;
}) {
  const t = useT();
  const statusName = useStatusName();
  const id = useId();
  const [text, setText] = useState(filters.q);
  // The timer below reads the filters of the moment it fires, without restarting on every render.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  // The address may change the search (back button, "clear filters"): the box follows it.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === latest.current.filters.q.trim()) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const orderName: Record<OfferOrder, string> = {
    newest: t('admin.offers.sortNewest'),
    oldest: t('admin.offers.sortOldest'),
    highest: t('admin.offers.sortHighest'),
    lowest: t('admin.offers.sortLowest'),
  };

  return (
    <form
      role="search"
      aria-label={t('admin.offers.filtersLabel')}
      onSubmit={(event) => {
        // Enter searches at once instead of waiting for the pause.
        event.preventDefault();
        onChange({ ...filters, q: text });
      }}
      // [&>*]:min-w-0: a select is as wide as its longest option (a property's long title) unless
      // its cell may shrink below that.
      className="grid grid-cols-1 gap-3 border-b border-stone-200 px-6 py-4 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))] [&>*]:min-w-0"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('admin.offers.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder={t('admin.offers.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-property`}>{t('admin.properties.colProperty')}</Label>
        <NativeSelect
          id={`${id}-property`}
          value={filters.propertyId}
          onChange={(event) => onChange({ ...filters, propertyId: event.target.value })}
        >
          <option value="">{t('admin.offers.allProperties')}</option>
          {properties.map((property) => (
            <option key={property.id} value={property.id} lang="de">
              {property.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('admin.properties.colStatus')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as OfferStatus | '' })}
        >
          <option value="">{t('admin.offers.allStatuses')}</option>
          {OFFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusName(status)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-order`}>{t('admin.offers.sort')}</Label>
        <NativeSelect
          id={`${id}-order`}
          value={filters.order}
          onChange={(event) => onChange({ ...filters, order: event.target.value as OfferOrder })}
        >
          {OFFER_ORDERS.map((order) => (
            <option key={order} value={order}>
              {orderName[order]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-4">
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-favorite`}
            checked={filters.favorite}
            onCheckedChange={(favorite) => onChange({ ...filters, favorite })}
          />
          <Label htmlFor={`${id}-favorite`} className="cursor-pointer">
            {t('admin.offers.favoritesOnly')}
          </Label>
        </div>
        {isFiltered(filters) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              onChange({ ...NO_FILTERS, order: filters.order });
            }}
          >
            <X aria-hidden />
            {t('admin.offers.clearFilters')}
          </Button>
        )}
      </div>
    </form>
  );
}
