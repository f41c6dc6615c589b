import {
  ChevronLeft,
  ChevronRight,
  Download,
  Inbox,
  Mail,
  SearchX,
  StickyNote,
  Trash2,
  Trophy,
  TriangleAlert,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { formatEuro } from '#shared/money.ts';
import { OFFERS_PAGE_DEFAULT_LIMIT, type OfferPageItem } from '#shared/offers/admin-schemas.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader, panelHeading } from '#client/components/admin/panel-header.tsx';
import { TableOrCards } from '#client/components/admin/table-or-cards.tsx';
import { DESKTOP_SCREEN } from '#client/lib/use-media-query.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableCell, TableHead, TableRow } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useI18n, useT } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import { telHref } from '#client/lib/tel-href.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { UNAUTHORIZED_REDIRECT_MS } from '#client/lib/use-unauthorized-redirect.ts';
import { useSearchParams } from '#client/lib/search-params.ts';
import { useRenderedInSteps } from '#client/lib/use-rendered-in-steps.ts';
import { countDe, offersReceived, offersShownOf } from '#client/lib/offer-count.ts';
import { DeleteOfferDialog, offerName as interestedPartyName } from './delete-offer-dialog';
import { FavoriteButton } from './favorite-button';
import {
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
  offersQuery,
  searchWithFilters,
  type OfferFilters,
} from './offer-filters';
import { OfferFiltersBar } from './offer-filters-bar';
import { OfferNoteButton } from './offer-note-dialog';
import { OfferTermsDetails } from './offer-terms-details';
import { OfferMessages } from './offer-messages';
import { BidderMessageDialog } from './bidder-message-dialog';
import { AwardButton } from './award-dialog';
import { FinalRoundCard } from './final-round-card';
import { NotaryDossierCard } from './notary-dossier-card';
import { IdentificationCard } from './identification-card';
import { SelectionBar, SelectOfferBox, useOfferSelection, type OfferSelection } from './offer-selection';
import { UnverifiedMark } from './unverified-mark';
import { OfferStatusSelect } from './offer-status-select';
import { ReceiptButton } from './receipt-button';
import { useMay } from '#client/lib/use-may.ts';
import { cursorOf, FIRST_PAGE, nextPage, previousPage, type PageTrail } from './pagination';
import {
  useAllOffersCount,
  useDeleteAllOffers,
  useExportOffers,
  useOfferProperties,
  useOffersPage,
  useToggleFavorite,
} from './use-admin-offers';
import { failureText } from '#client/lib/api-client.ts';

/** Each link at least 24 px tall (WCAG 2.5.8 target size); the two stacked a little apart. */
const CONTACT_LINK = 'inline-flex min-h-6 max-w-full items-center text-sm underline-offset-2 hover:underline';

/** The interested party's e-mail and phone, each a link; the e-mail marked while it is not verified. */
/** An e-mail address with a line-break opportunity after its @ (name@ / domain). */
function withBreakAfterAt(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function ContactLinks({ offer }: { offer: OfferPageItem }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <a href={`mailto:${offer.email}`} className={cn(CONTACT_LINK, 'text-ink')}>
        {/* Whole, breaking after the @ first and anywhere only if it must: a long address neither
            widens the table nor loses its end. */}
        <span className="wrap-anywhere">{withBreakAfterAt(offer.email)}</span>
      </a>
      <UnverifiedMark offer={offer} />
      <a href={telHref(offer.phone)} className={cn(CONTACT_LINK, 'text-stone-500')}>
        {offer.phone}
      </a>
    </div>
  );
}

/**
 * The amount, and the mark when it is the highest offer for its property; a withdrawn offer's
 * amount struck through, with when the bidder withdrew it (decision 0114).
 */
function Amount({ offer, className }: { offer: OfferPageItem; className?: string }) {
  const t = useT();
  const withdrawn = offer.withdrawnAt !== null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span
        className={cn(
          'font-semibold whitespace-nowrap tabular-nums',
          withdrawn ? 'text-stone-600 line-through' : 'text-ink',
        )}
      >
        {formatEuro(offer.bidAmount)}
      </span>
      {withdrawn && (
        <span>
          <Badge variant="muted">
            {t('admin.offers.withdrawn', { date: formatDateTimeDe(String(offer.withdrawnAt)) })}
          </Badge>
        </span>
      )}
      {offer.isHighest && (
        <span>
          <Badge variant="gold" aria-hidden>
            <Trophy className="h-3 w-3" />
            {t('admin.offers.highest')}
          </Badge>
          <span className="sr-only">{t('admin.offers.highestHint')}</span>
        </span>
      )}
    </div>
  );
}

/** The internal note, shown where the name is so it is read while scanning the list. */
function NotePreview({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p className="mt-1 flex max-w-64 items-start gap-1 text-xs text-stone-600">
      <StickyNote className="mt-0.5 h-3 w-3 shrink-0 text-gold-deep" aria-hidden />
      <span className="line-clamp-2 break-words whitespace-pre-line">{note}</span>
    </p>
  );
}

interface OffersTableProps {
  rows: OfferPageItem[];
  total: number;
  /** Where the rows start in the whole list (0-based). */
  start: number;
  /** The page shown is the last filter's while the new one loads. */
  stale: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
  onDelete: (offer: OfferPageItem) => void;
  personLink?: PersonLink;
  /** The offers chosen to write to; absent for a role that may not write to bidders. */
  selection?: OfferSelection;
  /** The properties awarded already (decision 0136): their offers have no award button. */
  awarded: ReadonlySet<string>;
  /** Opens the letter to these offers' bidders; `chosen` when they are the selection. */
  onWrite: (offers: OfferPageItem[], chosen: boolean) => void;
}

/** The way to an offer's person page (decision 0120), given by the admin that composes the panels. */
export type PersonLink = (offer: OfferPageItem, tooltip: boolean) => ReactNode;

/** Offers rendered with the tab (more than a tall screen shows); the rest follow at once (lib/use-rendered-in-steps.ts). */
const FIRST_ROWS = 12;

/**
 * Says "Showing 51–100 of 240" when the agent moves to another page, and only then: a live offer
 * changes the total too, and its one announcement is the toast naming the bidder.
 */
function PageMoveAnnouncer({ start, text }: { start: number; text: string }) {
  const [spoken, setSpoken] = useState({ start, text: '' });
  if (spoken.start !== start) setSpoken({ start, text });
  return (
    <p className="sr-only" aria-live="polite">
      {spoken.text}
    </p>
  );
}

function OffersTable({
  rows: allRows,
  total,
  start,
  stale,
  onPrevious,
  onNext,
  onDelete,
  personLink,
  selection,
  awarded,
  onWrite,
}: OffersTableProps) {
  const t = useT();
  const showing = t('admin.offers.showing', {
    from: countDe.format(start + 1),
    to: countDe.format(start + allRows.length),
    total: countDe.format(total),
  });
  const rows = allRows.slice(0, useRenderedInSteps(allRows.length, FIRST_ROWS));
  const tDe = useFixedLanguageT('de');
  const failed = useFailureToast({ delayMs: UNAUTHORIZED_REDIRECT_MS.favorite });
  const toggle = useToggleFavorite();

  const onToggle = (offer: OfferPageItem) =>
    toggle.mutate(offer.id, {
      onSuccess: (updated) =>
        toast({
          title: t('admin.offers.favoriteUpdated'),
          description: updated.isFavorite ? t('admin.offers.favoriteAdded') : t('admin.offers.favoriteRemoved'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: tDe('admin.offers.favoriteFailed'),
          description: failureText(error),
        }),
    });

  const may = useMay();
  const favoriteButton = (offer: OfferPageItem) => (
    <FavoriteButton
      isFavorite={offer.isFavorite}
      pending={toggle.isPending && toggle.variables === offer.id}
      onToggle={() => onToggle(offer)}
      label={t('admin.offers.favoriteLabel', { name: interestedPartyName(offer) })}
    />
  );

  const writeButton = (offer: OfferPageItem, tooltip: boolean) =>
    selection && (
      <IconButton
        label={t('admin.bidderMessages.writeTo', { name: interestedPartyName(offer) })}
        tooltip={tooltip}
        aria-haspopup="dialog"
        onClick={() => onWrite([offer], false)}
      >
        <Mail aria-hidden />
      </IconButton>
    );
  // A standing offer of a property still open can be chosen (decision 0136).
  const awardButton = (offer: OfferPageItem, tooltip: boolean) =>
    may('awardProperty') &&
    offer.withdrawnAt === null &&
    !awarded.has(offer.propertyId) && <AwardButton offer={offer} tooltip={tooltip} />;
  // The name, with the box that chooses it for a letter (decision 0135).
  const nameLine = (offer: OfferPageItem) => (
    <div className="flex items-start gap-2">
      {selection && <SelectOfferBox offer={offer} name={interestedPartyName(offer)} selection={selection} />}
      <p className="font-medium wrap-anywhere text-ink">{interestedPartyName(offer)}</p>
    </div>
  );

  // An assistant deletes nothing (shared/auth/roles.ts): no button to find refused.
  const deleteButton = (offer: OfferPageItem, tooltip: boolean) =>
    may('deleteOffer') && (
      <IconButton
        label={t('admin.offers.deleteOneLabel', { name: interestedPartyName(offer) })}
        tooltip={tooltip}
        danger
        aria-haspopup="dialog"
        onClick={() => onDelete(offer)}
      >
        <Trash2 aria-hidden />
      </IconButton>
    );

  return (
    <>
      {selection && <SelectionBar rows={rows} selection={selection} onWrite={() => onWrite(selection.chosen, true)} />}
      <div aria-busy={stale || undefined} className={cn('transition-opacity', stale && 'opacity-60')}>
        <TableOrCards
          tableFrom={DESKTOP_SCREEN}
          label={t('admin.offers.listLabel')}
          head={
            <>
              <TableHead>{t('admin.offers.colName')}</TableHead>
              <TableHead>{t('footer.contact')}</TableHead>
              <TableHead>{t('admin.properties.colProperty')}</TableHead>
              <TableHead className="text-right">{t('admin.offers.colAmount')}</TableHead>
              <TableHead>{t('admin.offers.colDate')}</TableHead>
              <TableHead>{t('admin.properties.colStatus')}</TableHead>
              <TableHead className="text-center">{t('admin.offers.colFavorite')}</TableHead>
              <TableHead className="text-right">{t('admin.properties.colActions')}</TableHead>
            </>
          }
          rows={rows.map((offer) => (
            <TableRow
              key={offer.id}
              data-offer-row={offer.id}
              className={offer.isFavorite ? 'bg-yellow-50/50' : undefined}
            >
              <TableCell className="min-w-32 align-top">
                {nameLine(offer)}
                <NotePreview note={offer.note} />
                <OfferTermsDetails offer={offer} />
                <OfferMessages offer={offer} />
              </TableCell>
              <TableCell className="min-w-40 align-top">
                <ContactLinks offer={offer} />
              </TableCell>
              <TableCell lang="de" className="max-w-56 min-w-36 align-top text-stone-700">
                {offer.propertyTitle}
              </TableCell>
              <TableCell className="align-top">
                <Amount offer={offer} className="items-end text-right" />
              </TableCell>
              <TableCell className="align-top whitespace-nowrap text-stone-600 tabular-nums">
                <time dateTime={offer.createdAt}>{formatDateTimeDe(offer.createdAt)}</time>
              </TableCell>
              <TableCell className="align-top">
                <OfferStatusSelect offer={offer} name={interestedPartyName(offer)} />
              </TableCell>
              <TableCell className="text-center align-top">{favoriteButton(offer)}</TableCell>
              <TableCell className="align-top">
                {/* Three to a line: five buttons in one would push the table past a laptop's width. */}
                <div className="ml-auto flex w-36 flex-wrap justify-end gap-1">
                  {personLink?.(offer, true)}
                  {writeButton(offer, true)}
                  {awardButton(offer, true)}
                  <ReceiptButton offer={offer} name={interestedPartyName(offer)} />
                  <OfferNoteButton offer={offer} name={interestedPartyName(offer)} />
                  {deleteButton(offer, true)}
                </div>
              </TableCell>
            </TableRow>
          ))}
          cards={rows.map((offer) => (
            <li
              key={offer.id}
              data-offer-row={offer.id}
              className={cn('grid gap-3 px-4 py-4', offer.isFavorite && 'bg-yellow-50/50')}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  {nameLine(offer)}
                  <p lang="de" className="text-sm text-stone-600">
                    {offer.propertyTitle}
                  </p>
                  <Amount offer={offer} className="my-1 items-start text-lg" />
                  <ContactLinks offer={offer} />
                  <time dateTime={offer.createdAt} className="mt-1 block text-xs text-stone-500 tabular-nums">
                    {formatDateTimeDe(offer.createdAt)}
                  </time>
                  <NotePreview note={offer.note} />
                  <div className="mt-2">
                    <ReceiptButton offer={offer} name={interestedPartyName(offer)} compact={false} />
                  </div>
                  <OfferTermsDetails offer={offer} />
                  <OfferMessages offer={offer} />
                </div>
                {favoriteButton(offer)}
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <OfferStatusSelect offer={offer} name={interestedPartyName(offer)} className="min-w-0" />
                <div className="min-w-0 flex-1" />
                {personLink?.(offer, false)}
                {writeButton(offer, false)}
                {awardButton(offer, false)}
                <OfferNoteButton offer={offer} name={interestedPartyName(offer)} tooltip={false} />
                {deleteButton(offer, false)}
              </div>
            </li>
          ))}
        />
      </div>
      <nav
        aria-label={t('admin.offers.pagination')}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-6 py-3 text-sm text-stone-600"
      >
        <p className="tabular-nums">{showing}</p>
        <PageMoveAnnouncer start={start} text={showing} />
        {(onPrevious || onNext) && (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={onPrevious} disabled={!onPrevious}>
              <ChevronLeft aria-hidden />
              {t('admin.offers.previous')}
            </Button>
            <span className="px-1 tabular-nums">
              {t('paging.pageOf', {
                page: countDe.format(Math.floor(start / OFFERS_PAGE_DEFAULT_LIMIT) + 1),
                pages: countDe.format(Math.max(1, Math.ceil(total / OFFERS_PAGE_DEFAULT_LIMIT))),
              })}
            </span>
            <Button variant="outline" size="sm" onClick={onNext} disabled={!onNext}>
              {t('admin.offers.next')}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </nav>
    </>
  );
}

/** What "delete all" deletes: one property's offers, or every offer of `properties` properties. */
type DeletionScope =
  | { kind: 'property'; property: Pick<AdminProperty, 'id' | 'title' | 'offerCount'> }
  | { kind: 'all'; count: number; properties: number };

function DangerZone({ scope }: { scope: DeletionScope }) {
  const { t, language } = useI18n();
  const failed = useFailureToast();
  const deleteAll = useDeleteAllOffers();
  const [open, setOpen] = useState(false);
  // Deleting across several properties is confirmed once more, naming how many it touches.
  const [acrossConfirmed, setAcrossConfirmed] = useState(false);
  const across = scope.kind === 'all' && scope.properties > 1;
  const close = () => {
    setOpen(false);
    setAcrossConfirmed(false);
  };

  // Awaited rather than given as mutate() callbacks: once the offers are gone this zone unmounts
  // (sometimes before the refreshed lists have all arrived), and mutate()'s callbacks would not run.
  const confirm = () =>
    void deleteAll
      .mutateAsync(scope.kind === 'property' ? scope.property.id : '')
      .then(
        () =>
          toast({
            title: t('admin.offers.deletedTitle'),
            description: t('admin.offers.deleted'),
            variant: 'success',
          }),
        (error: Error) =>
          failed(error, {
            title: t('admin.offers.deleteFailed'),
            description: failureText(error),
          }),
      )
      .finally(close);

  const title =
    scope.kind === 'property'
      ? t('admin.offers.deleteAllOf', { title: scope.property.title })
      : t('admin.offers.deleteAll');
  const description =
    scope.kind === 'property'
      ? plural(t, language, 'admin.offers.deleteConfirmOf', scope.property.offerCount, {
          count: scope.property.offerCount,
          title: scope.property.title,
        })
      : plural(t, language, 'admin.offers.deleteConfirm', scope.count, { count: scope.count });

  return (
    <Card className="border-red-200">
      <div className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
          <div>
            <h3 className="font-semibold text-red-800">{t('admin.offers.dangerZone')}</h3>
            <p className="text-sm text-stone-600">
              {scope.kind === 'property'
                ? t('admin.offers.dangerHintOf', { title: scope.property.title })
                : t('admin.offers.dangerHint')}
            </p>
          </div>
        </div>
        {/* The property's title is in it: on a phone it wraps instead of widening the page. */}
        <Button
          variant="destructive"
          className="h-auto min-h-10 max-w-full py-2 text-center whitespace-normal"
          onClick={() => setOpen(true)}
        >
          {title}
        </Button>
        <ConfirmDialog
          open={open}
          pending={deleteAll.isPending}
          onClose={close}
          onConfirm={confirm}
          title={title}
          description={description}
          cancelLabel={t('action.cancel')}
          confirmLabel={deleteAll.isPending ? t('admin.saving') : t('admin.offers.confirmDeleteAll')}
          confirmDisabled={across && !acrossConfirmed}
          // Deleted, the offers and this zone are gone: focus goes to the list's heading.
          returnFocus={panelHeading('offers-heading')}
        >
          {across && (
            <label className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={acrossConfirmed}
                onChange={(event) => setAcrossConfirmed(event.target.checked)}
                className="mt-0.5 h-5 w-5 shrink-0 accent-red-700"
              />
              <span>{t('admin.offers.deleteAcross', { properties: scope.properties })}</span>
            </label>
          )}
        </ConfirmDialog>
      </div>
    </Card>
  );
}

/** The offers the filters select, in pages; filters, order and tab kept in the address. */
export function OffersPanel({ personLink }: { personLink?: PersonLink } = {}) {
  const { t, language } = useI18n();
  const may = useMay();
  const tDe = useFixedLanguageT('de');
  const failed = useFailureToast();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const filtered = isFiltered(filters);
  const setFilters = (next: OfferFilters) => setSearch(searchWithFilters(search, next), { replace: true });

  // The pages opened belong to one choice of filters and order; another choice starts at page 1.
  const filterKey = JSON.stringify(offersQuery(filters));
  const [paging, setPaging] = useState<{ key: string; trail: PageTrail }>({ key: filterKey, trail: FIRST_PAGE });
  const trail = paging.key === filterKey ? paging.trail : FIRST_PAGE;
  const setTrail = (change: (current: PageTrail) => PageTrail) =>
    setPaging((current) => ({ key: filterKey, trail: change(current.key === filterKey ? current.trail : FIRST_PAGE) }));

  const offers = useOffersPage(filters, cursorOf(trail));
  const selection = useOfferSelection(filterKey);
  const [writingTo, setWritingTo] = useState<{ offers: OfferPageItem[]; chosen: boolean } | null>(null);
  const allOffers = useAllOffersCount(filtered);
  const properties = useOfferProperties();
  const exportOffers = useExportOffers();
  const total = offers.data?.total ?? 0;
  const allTotal = filtered ? (allOffers.data ?? 0) : total;
  const rows = offers.data?.items ?? [];
  const nextCursor = offers.data?.nextCursor;
  // After deletions (here or elsewhere) a later page can come back empty: start over.
  if (trail.page > 0 && offers.data && !offers.isPlaceholderData && rows.length === 0) setTrail(() => FIRST_PAGE);

  const section = useRef<HTMLElement>(null);
  const [toDelete, setToDelete] = useState<{ offer: OfferPageItem; index: number } | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Once the deleted row has gone, focus moves to the row now in its place (or the one before).
  const focusAfterDelete = () => {
    const rowsShown = section.current?.querySelectorAll<HTMLElement>('[data-offer-row]') ?? [];
    const row = rowsShown[Math.min(toDelete?.index ?? 0, rowsShown.length - 1)];
    return row?.querySelector<HTMLElement>('select') ?? section.current?.querySelector<HTMLElement>('input');
  };

  const awardedProperties = new Set(
    (properties.data ?? []).filter((property) => property.awardedAt).map((property) => property.id),
  );
  const propertyChoices = [...(properties.data ?? [])].sort((a, b) => a.title.localeCompare(b.title, 'de'));
  // Filtered to one property, the export and "delete all" are that property's alone.
  const filteredProperty = filters.propertyId
    ? properties.data?.find((property) => property.id === filters.propertyId)
    : undefined;
  const deletionScope: DeletionScope | null = filteredProperty
    ? filteredProperty.offerCount > 0
      ? { kind: 'property', property: filteredProperty }
      : null
    : allTotal > 0
      ? {
          kind: 'all',
          count: allTotal,
          properties: (properties.data ?? []).filter((property) => property.offerCount > 0).length,
        }
      : null;

  const onExport = () =>
    exportOffers.mutate(filteredProperty?.id ?? '', {
      onSuccess: () =>
        toast({
          title: t('admin.offers.exported'),
          description: t('admin.offers.exportedDescription'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: tDe('admin.offers.exportFailed'),
          description: tDe('admin.offers.exportFailedDescription'),
        }),
    });

  return (
    <section ref={section} aria-labelledby="offers-heading" className="grid grid-cols-1 gap-6">
      <Card>
        <PanelHeader
          headingId="offers-heading"
          title={t('admin.tabs.offers')}
          subtitle={
            offers.isPending
              ? t('ui.loading')
              : filtered
                ? offersShownOf(t, language, total, allTotal)
                : offersReceived(t, language, total)
          }
        >
          {may('exportOffers') && (
            <Button
              variant="outline"
              onClick={onExport}
              disabled={exportOffers.isPending || (filters.propertyId !== '' && !filteredProperty)}
              aria-describedby={filteredProperty ? 'offers-export-scope' : undefined}
            >
              {exportOffers.isPending ? <Spinner className="h-4 w-4" /> : <Download aria-hidden />}
              {t('admin.offers.export')}
            </Button>
          )}
          {may('exportOffers') && filteredProperty && (
            <span id="offers-export-scope" className="sr-only">
              {t('admin.offers.exportOf', { title: filteredProperty.title })}
            </span>
          )}
        </PanelHeader>
        {(filtered || allTotal > 0) && (
          <OfferFiltersBar filters={filters} properties={propertyChoices} onChange={setFilters} />
        )}
        {offers.isPending ? (
          <ListLoading label={t('ui.loading')} />
        ) : total === 0 && filtered ? (
          <ListEmpty icon={SearchX}>
            <p>{t('admin.offers.noMatches')}</p>
            <Button variant="outline" size="sm" onClick={() => setFilters({ ...NO_FILTERS, order: filters.order })}>
              {t('admin.offers.clearFilters')}
            </Button>
          </ListEmpty>
        ) : total === 0 ? (
          <ListEmpty icon={Inbox}>
            <p lang="de">{tDe('admin.offers.empty')}</p>
          </ListEmpty>
        ) : (
          <OffersTable
            rows={rows}
            total={total}
            start={trail.page * OFFERS_PAGE_DEFAULT_LIMIT}
            stale={offers.isPlaceholderData}
            onPrevious={trail.page > 0 ? () => setTrail(previousPage) : undefined}
            onNext={nextCursor ? () => setTrail((current) => nextPage(current, nextCursor)) : undefined}
            personLink={personLink}
            selection={may('sendBidderMessages') ? selection : undefined}
            onWrite={(chosen, fromSelection) => setWritingTo({ offers: chosen, chosen: fromSelection })}
            awarded={awardedProperties}
            onDelete={(offer) => {
              setToDelete({ offer, index: rows.indexOf(offer) });
              setDeleteOpen(true);
            }}
          />
        )}
      </Card>
      {filteredProperty && <FinalRoundCard key={filteredProperty.id} property={filteredProperty} />}
      {filteredProperty?.awardedAt && may('identification') && (
        <IdentificationCard key={`identification-${filteredProperty.id}`} property={filteredProperty} />
      )}
      {filteredProperty?.awardedAt && <NotaryDossierCard key={filteredProperty.id} property={filteredProperty} />}
      {writingTo && (
        <BidderMessageDialog
          recipients={writingTo.offers}
          onClose={() => setWritingTo(null)}
          // Written to, the selection has done its work.
          onSent={writingTo.chosen ? selection.clear : undefined}
        />
      )}
      <DeleteOfferDialog
        offer={toDelete?.offer ?? null}
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        returnFocus={focusAfterDelete}
      />
      {deletionScope && may('deleteAllOffers') && <DangerZone scope={deletionScope} />}
    </section>
  );
}
