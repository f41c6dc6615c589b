import { Award } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatEuro } from '#shared/money.ts';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { offerName } from './delete-offer-dialog';
import { useAwardProperty, usePropertyOffers } from './use-award';

const CHECKBOX = 'mt-0.5 h-5 w-5 shrink-0 accent-ink';

/**
 * The award (decision 0136): what it does, said before it is done (it is final), the letter to the
 * chosen bidder, and each other bidder of the property to tell — all on, anyone may be left out.
 */
function AwardDialog({ offer, onClose }: { offer: OfferPageItem; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const focusReturn = useFocusReturn();
  const failed = useFailureToast();
  const award = useAwardProperty(offer.propertyId);
  const offers = usePropertyOffers(offer.propertyId);
  const others = (offers.data?.items ?? []).filter((other) => other.id !== offer.id);
  const [notifyWinner, setNotifyWinner] = useState(true);
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const name = offerName(offer);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    award.mutate(
      {
        offerId: offer.id,
        notifyWinner,
        notifyOfferIds: others.filter((other) => !leftOut.has(other.id)).map((other) => other.id),
      },
      {
        onSuccess: (answer) => {
          toast({ title: t('admin.award.done'), description: answer.message, variant: 'success' });
          onClose();
        },
        onError: (failure) => failed(failure, { title: t('admin.award.failed'), description: failureText(failure) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !award.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.award.title')}</DialogTitle>
          <DialogDescription>
            {t('admin.award.description', {
              name,
              amount: formatEuro(offer.bidAmount),
              property: offer.propertyTitle,
            })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={notifyWinner}
              onChange={(event) => setNotifyWinner(event.target.checked)}
            />
            <span>{t('admin.award.notifyWinner', { name })}</span>
          </label>
          <fieldset className="grid gap-2" aria-describedby={`${id}-others`}>
            <legend id={`${id}-others`} className="mb-1 text-sm font-semibold text-ink">
              {t('admin.award.notifyOthers')}
            </legend>
            {offers.isPending ? (
              <p className="text-sm text-stone-600">{t('ui.loading')}</p>
            ) : others.length === 0 ? (
              <p className="text-sm text-stone-600">{t('admin.award.noOthers')}</p>
            ) : (
              <ul className="grid max-h-60 gap-1.5 overflow-y-auto rounded-lg border border-stone-200 p-3">
                {others.map((other) => (
                  <li key={other.id}>
                    <label className="flex items-start gap-3 text-sm text-ink">
                      <input
                        type="checkbox"
                        className={CHECKBOX}
                        checked={!leftOut.has(other.id)}
                        onChange={(event) =>
                          setLeftOut((previous) => {
                            const next = new Set(previous);
                            if (event.target.checked) next.delete(other.id);
                            else next.add(other.id);
                            return next;
                          })
                        }
                      />
                      <span className="wrap-anywhere">
                        {offerName(other)} · <span className="tabular-nums">{formatEuro(other.bidAmount)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <FormDialogFooter
            pending={award.isPending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={t('admin.award.confirm')}
            pendingLabel={t('admin.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The award's button on a standing offer of a property not awarded yet, and its dialog. */
export function AwardButton({ offer, tooltip = true }: { offer: OfferPageItem; tooltip?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={t('admin.award.button', { name: offerName(offer) })}
        tooltip={tooltip}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Award aria-hidden />
      </IconButton>
      {open && <AwardDialog offer={offer} onClose={() => setOpen(false)} />}
    </>
  );
}
