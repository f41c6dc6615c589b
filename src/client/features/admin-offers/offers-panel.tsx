import { ChevronLeft, ChevronRight, Download, Inbox, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Offer } from '../../../shared/schemas/offer';
import { formatEuro } from '../../../shared/money';
import { OFFERS_PAGE_DEFAULT_LIMIT } from '../../../shared/schemas/admin-offers';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { ListEmpty, ListLoading } from '../../components/admin/list-states';
import { PanelHeader } from '../../components/admin/panel-header';
import { TableOrCards } from '../../components/admin/table-or-cards';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatDateTimeDe } from '../../lib/date-format';
import { useT } from '../../lib/i18n';
import { telHref } from '../../lib/tel-href';
import { toast } from '../../lib/toast-store';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { UNAUTHORIZED_REDIRECT_MS } from '../../lib/use-unauthorized-redirect';
import { FavoriteButton } from './favorite-button';
import { cursorOf, FIRST_PAGE, nextPage, previousPage, type PageTrail } from './pagination';
import { useDeleteAllOffers, useExportOffers, useOffersPage, useToggleFavorite } from './use-admin-offers';
import { failureText } from '../../lib/api-client';

const countDe = new Intl.NumberFormat('de-DE');

const interestedPartyName = (offer: Offer) => `${offer.firstName} ${offer.lastName}`;

/** Each link at least 24 px tall (WCAG 2.5.8 target size); the two stacked a little apart. */
const CONTACT_LINK = 'inline-flex min-h-6 max-w-full items-center text-sm underline-offset-2 hover:underline';

/** The interested party's e-mail and phone, each a link. */
function ContactLinks({ offer }: { offer: Offer }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <a href={`mailto:${offer.email}`} className={cn(CONTACT_LINK, 'text-ink')}>
        <span className="truncate">{offer.email}</span>
      </a>
      <a href={telHref(offer.phone)} className={cn(CONTACT_LINK, 'text-stone-500')}>
        {offer.phone}
      </a>
    </div>
  );
}

interface OffersTableProps {
  rows: Offer[];
  total: number;
  /** Where the rows start in the whole list (0-based). */
  start: number;
  onPrevious?: () => void;
  onNext?: () => void;
}

function OffersTable({ rows, total, start, onPrevious, onNext }: OffersTableProps) {
  const t = useT();
  const tDe = useFixedLanguageT('de');
  const failed = useFailureToast({ delayMs: UNAUTHORIZED_REDIRECT_MS.favorite });
  const toggle = useToggleFavorite();

  const onToggle = (offer: Offer) =>
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

  const favoriteButton = (offer: Offer) => (
    <FavoriteButton
      isFavorite={offer.isFavorite}
      pending={toggle.isPending && toggle.variables === offer.id}
      onToggle={() => onToggle(offer)}
      label={t('admin.offers.favoriteLabel', { name: interestedPartyName(offer) })}
    />
  );

  return (
    <>
      <TableOrCards
        label={t('admin.offers.listLabel')}
        head={
          <>
            <TableHead>{t('admin.offers.colName')}</TableHead>
            <TableHead>{t('footer.contact')}</TableHead>
            <TableHead className="text-right">{t('admin.offers.colAmount')}</TableHead>
            <TableHead>{t('admin.offers.colDate')}</TableHead>
            <TableHead className="text-center">{t('admin.offers.colFavorite')}</TableHead>
          </>
        }
        rows={rows.map((offer) => (
          <TableRow key={offer.id} className={offer.isFavorite ? 'bg-yellow-50/50' : undefined}>
            <TableCell className="min-w-40 font-medium text-ink">{interestedPartyName(offer)}</TableCell>
            <TableCell className="min-w-52">
              <ContactLinks offer={offer} />
            </TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap text-ink tabular-nums">
              {formatEuro(offer.bidAmount)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-stone-600 tabular-nums">
              <time dateTime={offer.createdAt}>{formatDateTimeDe(offer.createdAt)}</time>
            </TableCell>
            <TableCell className="text-center">{favoriteButton(offer)}</TableCell>
          </TableRow>
        ))}
        cards={rows.map((offer) => (
          <li
            key={offer.id}
            className={cn('flex items-start justify-between gap-3 px-4 py-4', offer.isFavorite && 'bg-yellow-50/50')}
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">{interestedPartyName(offer)}</p>
              <p className="mt-0.5 text-lg font-semibold text-ink tabular-nums">{formatEuro(offer.bidAmount)}</p>
              <ContactLinks offer={offer} />
              <time dateTime={offer.createdAt} className="mt-1 block text-xs text-stone-500 tabular-nums">
                {formatDateTimeDe(offer.createdAt)}
              </time>
            </div>
            {favoriteButton(offer)}
          </li>
        ))}
      />
      <nav
        aria-label={t('admin.offers.pagination')}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-6 py-3 text-sm text-stone-600"
      >
        <p className="tabular-nums" aria-live="polite">
          {t('admin.offers.showing', {
            from: countDe.format(start + 1),
            to: countDe.format(start + rows.length),
            total: countDe.format(total),
          })}
        </p>
        {(onPrevious || onNext) && (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={onPrevious} disabled={!onPrevious}>
              <ChevronLeft aria-hidden />
              {t('admin.offers.previous')}
            </Button>
            <span className="px-1 tabular-nums">
              {t('admin.offers.pageOf', {
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

function DangerZone({ count }: { count: number }) {
  const t = useT();
  const failed = useFailureToast();
  const deleteAll = useDeleteAllOffers();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('admin.offers.deletedTitle'),
          description: t('admin.offers.deleted'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: t('admin.offers.deleteFailed'),
          description: failureText(error),
        }),
      onSettled: () => setOpen(false),
    });

  return (
    <Card className="border-red-200">
      <div className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
          <div>
            <h3 className="font-semibold text-red-800">{t('admin.offers.dangerZone')}</h3>
            <p className="text-sm text-stone-600">{t('admin.offers.dangerHint')}</p>
          </div>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('admin.offers.deleteAll')}
        </Button>
        <ConfirmDialog
          open={open}
          pending={deleteAll.isPending}
          onClose={() => setOpen(false)}
          onConfirm={confirm}
          title={t('admin.offers.deleteAll')}
          description={t('admin.offers.deleteConfirm', { count })}
          cancelLabel={t('action.cancel')}
          confirmLabel={deleteAll.isPending ? t('admin.saving') : t('admin.offers.confirmDeleteAll')}
        />
      </div>
    </Card>
  );
}

export function OffersPanel() {
  const t = useT();
  const tDe = useFixedLanguageT('de');
  const failed = useFailureToast();
  const [trail, setTrail] = useState<PageTrail>(FIRST_PAGE);
  const offers = useOffersPage(cursorOf(trail));
  const exportOffers = useExportOffers();
  const total = offers.data?.total ?? 0;
  const rows = offers.data?.items ?? [];
  const nextCursor = offers.data?.nextCursor;
  // After "delete all" (or offers deleted elsewhere) a later page can come back empty: start over.
  if (trail.page > 0 && offers.data && !offers.isPlaceholderData && rows.length === 0) setTrail(FIRST_PAGE);

  const onExport = () =>
    exportOffers.mutate(undefined, {
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
    <section aria-labelledby="offers-heading" className="grid grid-cols-1 gap-6">
      <Card>
        <PanelHeader
          headingId="offers-heading"
          title={t('admin.tabs.offers')}
          subtitle={offers.isPending ? t('ui.loading') : t('admin.offers.count', { count: countDe.format(total) })}
        >
          <Button variant="outline" onClick={onExport} disabled={exportOffers.isPending}>
            {exportOffers.isPending ? <Spinner className="h-4 w-4" /> : <Download aria-hidden />}
            {t('admin.offers.export')}
          </Button>
        </PanelHeader>
        {offers.isPending ? (
          <ListLoading label={t('ui.loading')} />
        ) : total === 0 ? (
          <ListEmpty icon={Inbox}>
            <p lang="de">{tDe('admin.offers.empty')}</p>
          </ListEmpty>
        ) : (
          <OffersTable
            rows={rows}
            total={total}
            start={trail.page * OFFERS_PAGE_DEFAULT_LIMIT}
            onPrevious={trail.page > 0 ? () => setTrail(previousPage) : undefined}
            onNext={nextCursor ? () => setTrail((current) => nextPage(current, nextCursor)) : undefined}
          />
        )}
      </Card>
      {total > 0 && <DangerZone count={total} />}
    </section>
  );
}
