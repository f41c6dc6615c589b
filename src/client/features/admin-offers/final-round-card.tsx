import { Trophy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FinalRoundState, RankedBidder } from '#shared/final-round/schemas.ts';
import { FINAL_ROUND_LIMITS } from '#shared/final-round/ranking.ts';
import { formatEuro } from '#shared/money.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { formatDateTimeDe, fromDateTimeLocal, toDateTimeLocal } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { useMay } from '#client/lib/use-may.ts';
import { useFinalRound, useStartFinalRound } from './use-final-round';

const CHECKBOX = 'mt-0.5 h-5 w-5 shrink-0 accent-ink';
const DAY_MS = 86_400_000;

/** Three days from now at 18:00, the browser's time: a round over a weekday evening. */
function defaultEnd(): string {
  const end = new Date(Date.now() + 3 * DAY_MS);
  end.setHours(18, 0, 0, 0);
  return toDateTimeLocal(end);
}

function BidderLine({ bidder }: { bidder: RankedBidder }) {
  const t = useT();
  return (
    <span className="wrap-anywhere">
      {bidder.rank}. {bidder.name}
      {bidder.bidderNumber !== null && (
        <span className="text-stone-600"> · {t('bidLog.bidder', { number: String(bidder.bidderNumber) })}</span>
      )}{' '}
      · <span className="tabular-nums">{formatEuro(bidder.amount)}</span>
    </span>
  );
}

/** The round's start: how many of the ranking, until when, whether to invite by mail; the ones invited shown. */
function StartDialog({
  propertyId,
  ranking,
  onClose,
}: {
  propertyId: string;
  ranking: FinalRoundState['ranking'];
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const focusReturn = useFocusReturn();
  const failed = useFailureToast();
  const start = useStartFinalRound(propertyId);
  const most = Math.min(FINAL_ROUND_LIMITS.maxSize, ranking.length);
  const [size, setSize] = useState(String(Math.min(3, most)));
  const [endsAt, setEndsAt] = useState(defaultEnd);
  const [notify, setNotify] = useState(true);
  const count = Math.max(1, Math.min(most, Number.parseInt(size, 10) || 1));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const end = fromDateTimeLocal(endsAt);
    if (!end) return;
    start.mutate(
      { size: count, endsAt: end, notify },
      {
        onSuccess: (answer) => {
          toast({ title: t('admin.finalRound.started'), description: answer.message, variant: 'success' });
          onClose();
        },
        onError: (failure) =>
          failed(failure, { title: t('admin.finalRound.failed'), description: failureText(failure) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !start.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.finalRound.title')}</DialogTitle>
          <DialogDescription>{t('admin.finalRound.intro')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <p className="text-sm text-stone-700">{t('admin.finalRound.rule')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={`${id}-size`} label={t('admin.finalRound.size')}>
              <Input
                id={`${id}-size`}
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                value={size}
                onChange={(event) => setSize(event.target.value)}
              />
            </FormField>
            <FormField id={`${id}-end`} label={t('admin.finalRound.endsAt')}>
              <Input
                id={`${id}-end`}
                type="datetime-local"
                required
                value={endsAt}
                onChange={(event) => setEndsAt(event.target.value)}
              />
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">{t('admin.finalRound.invited')}</legend>
            <ol className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-stone-200 p-3 text-sm text-ink">
              {ranking.slice(0, count).map((bidder) => (
                <li key={bidder.offerId}>
                  <BidderLine bidder={bidder} />
                </li>
              ))}
            </ol>
          </fieldset>
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
            />
            <span>{t('admin.finalRound.notify')}</span>
          </label>
          <FormDialogFooter
            pending={start.isPending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={t('admin.finalRound.confirm')}
            pendingLabel={t('admin.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The round as it runs or ran: each invited bidder in their rank, the offer that ranked them and their final one. */
function RoundTable({ round }: { round: NonNullable<FinalRoundState['round']> }) {
  const t = useT();
  const sent = round.bidders.filter((bidder) => bidder.finalOffer).length;
  const status = t(round.ended ? 'admin.finalRound.ended' : 'admin.finalRound.running', {
    date: formatDateTimeDe(String(round.endsAt)),
    sent: String(sent),
    count: String(round.bidders.length),
  });
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-ink" data-testid="final-round-status">
        {status}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('admin.finalRound.colRank')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('admin.finalRound.colBidder')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t('admin.finalRound.colBefore')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('admin.finalRound.colFinal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {round.bidders.map((bidder) => (
              <tr key={bidder.offerId} className="border-t border-stone-200">
                <td className="py-2 pr-3 tabular-nums">{bidder.rank}</td>
                <td className="py-2 pr-3 wrap-anywhere">{bidder.name}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{formatEuro(bidder.amount)}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                  {bidder.finalOffer ? (
                    formatEuro(bidder.finalOffer.amount)
                  ) : (
                    <span className="font-normal text-stone-600">{t('admin.finalRound.noFinal')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Above a property's offers: its best-and-final round (decision 0137) — the start while there are
 * offers and neither a round nor an award, or the round with its final offers.
 */
export function FinalRoundCard({ property }: { property: AdminProperty }) {
  const t = useT();
  const may = useMay();
  const state = useFinalRound(property.id);
  const [starting, setStarting] = useState(false);
  const data = state.data;
  if (!data) return null;
  const canStart = !data.round && !data.awarded && data.ranking.length > 0 && may('startFinalRound');
  if (!data.round && !canStart) return null;
  return (
    <Card className="grid gap-3 p-4 sm:p-6" aria-labelledby="final-round-heading" role="region">
      <h2 id="final-round-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Trophy className="h-5 w-5 text-gold-deep" aria-hidden />
        {t('admin.finalRound.title')}
      </h2>
      {data.round ? (
        <RoundTable round={data.round} />
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('admin.finalRound.intro')}</p>
          <Button variant="outline" className="w-fit" aria-haspopup="dialog" onClick={() => setStarting(true)}>
            {t('admin.finalRound.start')}
          </Button>
          {starting && (
            <StartDialog propertyId={property.id} ranking={data.ranking} onClose={() => setStarting(false)} />
          )}
        </>
      )}
    </Card>
  );
}
