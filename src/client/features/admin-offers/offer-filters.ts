import { OFFER_STATUSES, type OfferStatus } from '#shared/offers/offer-status.ts';
import type { OfferSort, SortDirection } from '#shared/offers/admin-schemas.ts';

/** The orders the offers tab offers: by date or by amount, either way. */
export const OFFER_ORDERS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type OfferOrder = (typeof OFFER_ORDERS)[number];

const ORDER_QUERY: Record<OfferOrder, { sort: OfferSort; dir: SortDirection }> = {
  newest: { sort: 'createdAt', dir: 'desc' },
  oldest: { sort: 'createdAt', dir: 'asc' },
  highest: { sort: 'amount', dir: 'desc' },
  lowest: { sort: 'amount', dir: 'asc' },
};

/** What the admin narrows the offers to, as kept in the address (?tab=offers&q=…&status=…). */
export interface OfferFilters {
  q: string;
  propertyId: string;
  status: OfferStatus | '';
  favorite: boolean;
  order: OfferOrder;
}

export const NO_FILTERS: OfferFilters = { q: '', propertyId: '', status: '', favorite: false, order: 'newest' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The server's limit for the search text. */
const SEARCH_MAX = 100;

const isStatus = (value: string | null): value is OfferStatus => OFFER_STATUSES.includes(value as OfferStatus);
const isOrder = (value: string | null): value is OfferOrder => OFFER_ORDERS.includes(value as OfferOrder);

/** The filters an address names; what it names wrongly (an edited link) is left out, not sent on. */
export function filtersFromSearch(search: URLSearchParams): OfferFilters {
  const propertyId = search.get('property') ?? '';
  const status = search.get('status');
  const order = search.get('order');
  return {
    q: (search.get('q') ?? '').slice(0, SEARCH_MAX),
    propertyId: UUID.test(propertyId) ? propertyId : '',
    status: isStatus(status) ? status : '',
    favorite: search.get('favorite') === '1',
    order: isOrder(order) ? order : 'newest',
  };
}

/** The address's search for these filters, keeping its other parameters (the tab); defaults are left out. */
export function searchWithFilters(search: URLSearchParams, filters: OfferFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const values: Record<string, string> = {
    q: filters.q.trim(),
    property: filters.propertyId,
    status: filters.status,
    favorite: filters.favorite ? '1' : '',
    order: filters.order === 'newest' ? '' : filters.order,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether anything narrows the list (the order does not). */
export function isFiltered(filters: OfferFilters): boolean {
  return filters.q.trim() !== '' || filters.propertyId !== '' || filters.status !== '' || filters.favorite;
}

/** The query of GET /api/admin/offers for these filters (empty ones left out). */
export function offersQuery(filters: OfferFilters) {
  const { sort, dir } = ORDER_QUERY[filters.order];
  return {
    ...(filters.order === 'newest' ? {} : { sort, dir }),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.favorite ? { favorite: 'true' as const } : {}),
  };
}
