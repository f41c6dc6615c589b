import { Check, Download } from '#client/components/ui/more-icons.tsx';
import { MY_OFFERS_ENDPOINTS } from '#shared/my-offers/endpoints.ts';
import { myOffersPath } from '#shared/my-offers/my-offers.ts';
import type { PlacedOffer } from '#shared/offers/schemas.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { apiCalls } from '#client/lib/api-client.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { propertyTitleIn } from './api/property-title';
import { euroWithCents, munichDateTime } from '#client/lib/munich-format.ts';

const { endpointUrl } = apiCalls(MY_OFFERS_ENDPOINTS);

/**
 * The confirmation after an offer was stored: what was stored (property, amount, time and the
 * receipt's reference), the receipt to download at once, and the bidder's own page (decision 0110).
 */
export function OfferSuccessDialog({
  placed,
  propertyId,
  onOpenChange,
  onCloseAutoFocus,
}: {
  placed: PlacedOffer | null;
  propertyId: string;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const propertyTitle = placed && propertyTitleIn(queryClient, propertyId, language);
  const facts = placed
    ? [
        ...(propertyTitle ? [[t('success.forProperty'), propertyTitle] as const] : []),
        [t('offer.title'), euroWithCents(placed.bidAmount, language)] as const,
        [t('success.receivedAt'), munichDateTime(String(placed.createdAt), language, 'medium')] as const,
        [t('success.reference'), placed.reference] as const,
      ]
    : [];
  const token = placed?.myOffersToken;
  const receiptUrl = token && `${endpointUrl('myOfferReceipt', { params: { token } })}?language=${language}`;
  return (
    <Dialog open={placed !== null} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('action.close')}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-md gap-6 p-8 text-center sm:p-10"
      >
        <span
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-gold-soft text-gold-deep"
          aria-hidden
        >
          <Check className="h-7 w-7" strokeWidth={2.5} />
        </span>
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle className="font-serif text-2xl font-medium">{t('success.offerTitle')}</DialogTitle>
          <DialogDescription className="text-[0.97rem] leading-relaxed text-ink-soft">
            {t('success.offerDescription')}
          </DialogDescription>
        </DialogHeader>
        <dl className="offer-receipt-facts">
          {facts.map(
            ([label, value]) =>
              value && (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ),
          )}
        </dl>
        {token && receiptUrl && (
          <div className="flex flex-col gap-3 text-left">
            <a href={receiptUrl} download className="btn btn-outline h-auto min-h-12 w-full py-3 whitespace-normal">
              <Download className="h-4 w-4" aria-hidden />
              {t('success.downloadReceipt')}
            </a>
            <p className="text-sm leading-relaxed text-ink-soft">
              {t('success.personalLink')}{' '}
              <a href={myOffersPath(token)} className="inline-link">
                {t('success.myOffers')}
              </a>
            </p>
          </div>
        )}
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <button type="button" className="btn btn-ink w-full sm:w-auto sm:min-w-44">
              {t('action.understood')}
            </button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
