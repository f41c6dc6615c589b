import { FileDown } from 'lucide-react';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useMay } from '#client/lib/use-may.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useDownloadReceipt } from './use-admin-offers';

/**
 * Downloads the offer's PDF receipt, the file the bidder got with their confirmation: an icon
 * with a tooltip in the table, a labelled button on the narrow screen's cards.
 */
export function ReceiptButton({
  offer,
  name,
  compact = true,
}: {
  offer: OfferPageItem;
  name: string;
  compact?: boolean;
}) {
  const t = useT();
  const may = useMay();
  const failed = useFailureToast();
  const download = useDownloadReceipt();
  const onClick = () =>
    download.mutate(offer.id, {
      onError: (error) => failed(error, { title: t('admin.offers.receiptFailed'), description: failureText(error) }),
    });
  // A receipt carries the bidder's data away: not an assistant's (shared/auth/roles.ts).
  if (!may('offerReceipt')) return null;
  const icon = download.isPending ? <Spinner className="h-4 w-4" /> : <FileDown aria-hidden />;
  if (compact) {
    return (
      <IconButton label={t('admin.offers.receiptLabel', { name })} onClick={onClick} disabled={download.isPending}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      disabled={download.isPending}
      aria-label={t('admin.offers.receiptLabel', { name })}
    >
      {icon}
      {t('admin.offers.receipt')}
    </Button>
  );
}
