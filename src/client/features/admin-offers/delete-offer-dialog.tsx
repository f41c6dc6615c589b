import { formatEuro } from '#shared/money.ts';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useDeleteOffer } from './use-admin-offers';

export const offerName = (offer: { firstName: string; lastName: string }) => `${offer.firstName} ${offer.lastName}`;

/**
 * Asks before one offer is deleted, naming who offered how much for what. It belongs to the panel,
 * not the row: the row goes away with the offer, the dialog and its toast must not go with it.
 */
export function DeleteOfferDialog({
  offer,
  open,
  onClose,
  returnFocus,
}: {
  /** The offer to delete (kept while the dialog closes, so its text does not change). */
  offer: OfferPageItem | null;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the row has gone. */
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  const failed = useFailureToast();
  const remove = useDeleteOffer();
  const name = offer ? offerName(offer) : '';

  const confirm = () => {
    if (!offer) return;
    remove.mutate(offer.id, {
      onSuccess: () =>
        toast({
          title: t('admin.offers.deletedOne'),
          description: t('admin.offers.deletedOneDescription', { name }),
          variant: 'success',
        }),
      onError: (error) => failed(error, { title: t('admin.offers.deleteOneFailed'), description: failureText(error) }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={open && offer !== null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
      returnFocus={returnFocus}
      title={t('admin.offers.deleteOneTitle')}
      description={
        offer
          ? t('admin.offers.deleteOneConfirm', {
              name,
              amount: formatEuro(offer.bidAmount),
              property: offer.propertyTitle,
            })
          : ''
      }
      cancelLabel={t('action.cancel')}
      confirmLabel={remove.isPending ? t('admin.offers.deleting') : t('admin.offers.confirmDeleteOne')}
    />
  );
}
