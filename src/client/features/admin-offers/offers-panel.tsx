import { ChevronLeft, ChevronRight, Download, Inbox, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Bid } from '../../../shared/schemas/bid';
import { formatEuro } from '../../../shared/money';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';
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
import { toast } from '../../lib/toast-store';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { UNAUTHORIZED_REDIRECT_MS } from '../../lib/use-unauthorized-redirect';
import { FavoriteButton } from './favorite-button';
import { pageSlice } from './pagination';
import { useAdminBids, useDeleteAllBids, useExportBids, useToggleFavorite } from './use-admin-bids';

const countDe = new Intl.NumberFormat('de-DE');

const bidderName = (bid: Bid) => `${bid.firstName} ${bid.lastName}`;

/** The tel: address keeps only digits and "+", so spaces and dashes as typed still dial. */
function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="block text-sm text-stone-500 underline-offset-2 hover:underline"
    >
      {phone}
    </a>
  );
}

function OffersTable({ bids }: { bids: Bid[] }) {
  const t = useT();
  const tDe = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const failed = useFailureToast({ delayMs: UNAUTHORIZED_REDIRECT_MS.favorite });
  const toggle = useToggleFavorite();
  const [requestedPage, setRequestedPage] = useState(0);
  const { page, pageCount, start, end } = pageSlice(bids.length, requestedPage);
  const rows = bids.slice(start, end);

  const onToggle = (bid: Bid) =>
    toggle.mutate(bid.id, {
      onSuccess: (updated) =>
        toast({
          title: t('admin.offers.favoriteUpdated', 'Favorite status updated'),
          description: updated.isFavorite
            ? t('admin.offers.favoriteAdded', 'The offer is marked as a favorite.')
            : t('admin.offers.favoriteRemoved', 'The offer is no longer a favorite.'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: tDe('admin.offers.favoriteFailed', 'Favorit-Status konnte nicht aktualisiert werden'),
          description: error.message,
        }),
    });

  const favoriteButton = (bid: Bid) => (
    <FavoriteButton
      isFavorite={bid.isFavorite}
      pending={toggle.isPending && toggle.variables === bid.id}
      onToggle={() => onToggle(bid)}
      label={t('admin.offers.favoriteLabel', 'Favorite: offer from {name}').replace('{name}', bidderName(bid))}
    />
  );

  return (
    <>
      <TableOrCards
        label={t('admin.offers.title', 'Offers')}
        head={
          <>
            <TableHead>{t('admin.offers.colName', 'Interested party')}</TableHead>
            <TableHead>{t('admin.offers.colContact', 'Contact')}</TableHead>
            <TableHead className="text-right">{t('admin.offers.colAmount', 'Offer amount')}</TableHead>
            <TableHead>{t('admin.offers.colDate', 'Date')}</TableHead>
            <TableHead className="text-center">{t('admin.offers.colFavorite', 'Favorite')}</TableHead>
          </>
        }
        rows={rows.map((bid) => (
          <TableRow key={bid.id} className={bid.isFavorite ? 'bg-yellow-50/50' : undefined}>
            <TableCell className="min-w-40 font-medium text-ink">{bidderName(bid)}</TableCell>
            <TableCell className="min-w-52">
              <a href={`mailto:${bid.email}`} className="block text-ink underline-offset-2 hover:underline">
                {bid.email}
              </a>
              <PhoneLink phone={bid.phone} />
            </TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap text-ink tabular-nums">
              {formatEuro(bid.bidAmount)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-stone-600 tabular-nums">
              <time dateTime={bid.createdAt}>{formatDateTimeDe(bid.createdAt)}</time>
            </TableCell>
            <TableCell className="text-center">{favoriteButton(bid)}</TableCell>
          </TableRow>
        ))}
        cards={rows.map((bid) => (
          <li
            key={bid.id}
            className={cn('flex items-start justify-between gap-3 px-4 py-4', bid.isFavorite && 'bg-yellow-50/50')}
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">{bidderName(bid)}</p>
              <p className="mt-0.5 text-lg font-semibold text-ink tabular-nums">{formatEuro(bid.bidAmount)}</p>
              <a
                href={`mailto:${bid.email}`}
                className="block truncate text-sm text-ink underline-offset-2 hover:underline"
              >
                {bid.email}
              </a>
              <PhoneLink phone={bid.phone} />
              <time dateTime={bid.createdAt} className="mt-1 block text-xs text-stone-500 tabular-nums">
                {formatDateTimeDe(bid.createdAt)}
              </time>
            </div>
            {favoriteButton(bid)}
          </li>
        ))}
      />
      <nav
        aria-label={t('admin.offers.pagination', 'Offer pages')}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-6 py-3 text-sm text-stone-600"
      >
        <p className="tabular-nums" aria-live="polite">
          {t('admin.offers.showing', '{from}–{to} of {total}')
            .replace('{from}', countDe.format(start + 1))
            .replace('{to}', countDe.format(end))
            .replace('{total}', countDe.format(bids.length))}
        </p>
        {pageCount > 1 && (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => setRequestedPage(page - 1)} disabled={page === 0}>
              <ChevronLeft aria-hidden />
              {t('admin.offers.previous', 'Previous')}
            </Button>
            <span className="px-1 tabular-nums">
              {t('admin.offers.pageOf', 'Page {page} of {pages}')
                .replace('{page}', countDe.format(page + 1))
                .replace('{pages}', countDe.format(pageCount))}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRequestedPage(page + 1)}
              disabled={page >= pageCount - 1}
            >
              {t('admin.offers.next', 'Next')}
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
  const deleteAll = useDeleteAllBids();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('admin.offers.deletedTitle', 'Offers deleted'),
          description: t('admin.offers.deleted', 'All offers have been successfully deleted'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, { title: t('admin.offers.deleteFailed', 'Error deleting offers'), description: error.message }),
      onSettled: () => setOpen(false),
    });

  return (
    <Card className="border-red-200">
      <div className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
          <div>
            <h3 className="font-semibold text-red-800">{t('admin.offers.dangerZone', 'Danger Zone')}</h3>
            <p className="text-sm text-stone-600">
              {t('admin.offers.dangerHint', 'Deletes every offer for good. Export them first if you need a copy.')}
            </p>
          </div>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('admin.offers.deleteAll', 'Delete All Offers')}
        </Button>
        <ConfirmDialog
          open={open}
          pending={deleteAll.isPending}
          onClose={() => setOpen(false)}
          onConfirm={confirm}
          title={t('admin.offers.deleteAll', 'Delete All Offers')}
          description={t(
            'admin.offers.deleteConfirm',
            'Are you sure? This will permanently delete all {count} offers. This action cannot be undone.',
          ).replace('{count}', String(count))}
          cancelLabel={t('admin.cancel', 'Cancel')}
          confirmLabel={
            deleteAll.isPending ? t('admin.saving', 'Saving...') : t('admin.offers.confirmDeleteAll', 'Yes, Delete All')
          }
        />
      </div>
    </Card>
  );
}

export function OffersPanel() {
  const t = useT();
  const tDe = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const failed = useFailureToast();
  const bids = useAdminBids();
  const exportBids = useExportBids();
  const list = bids.data ?? [];

  const onExport = () =>
    exportBids.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('admin.offers.exported', 'Export successful'),
          description: t('admin.offers.exportedDescription', 'The offers were saved as bids-export.xlsx.'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: tDe('admin.offers.exportFailed', 'Export fehlgeschlagen'),
          description: tDe('admin.offers.exportFailedDescription', 'Die Angebote konnten nicht exportiert werden'),
        }),
    });

  return (
    <section aria-labelledby="offers-heading" className="grid grid-cols-1 gap-6">
      <Card>
        <PanelHeader
          headingId="offers-heading"
          title={t('admin.offers.title', 'Offers')}
          subtitle={
            bids.isPending
              ? t('ui.loading', 'Loading…')
              : t('admin.offers.count', '{count} offers received').replace('{count}', countDe.format(list.length))
          }
        >
          <Button variant="outline" onClick={onExport} disabled={exportBids.isPending}>
            {exportBids.isPending ? <Spinner className="h-4 w-4" /> : <Download aria-hidden />}
            {t('admin.offers.export', 'Export Excel')}
          </Button>
        </PanelHeader>
        {bids.isPending ? (
          <ListLoading label={t('ui.loading', 'Loading…')} />
        ) : list.length === 0 ? (
          <ListEmpty icon={Inbox}>
            <p lang="de">{tDe('admin.offers.empty', 'Keine Angebote gefunden')}</p>
          </ListEmpty>
        ) : (
          <OffersTable bids={list} />
        )}
      </Card>
      {list.length > 0 && <DangerZone count={list.length} />}
    </section>
  );
}
