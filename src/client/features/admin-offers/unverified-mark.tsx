import { MailWarning } from 'lucide-react';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/lib/i18n.tsx';

/**
 * Beside the bidder's e-mail address: the mark of an offer whose address was not confirmed through
 * the link of the confirmation mail (decision 0072). Verified offers show nothing, so the exceptions
 * stand out while scanning.
 */
export function UnverifiedMark({ offer }: { offer: Pick<OfferPageItem, 'verifiedAt'> }) {
  const t = useT();
  if (offer.verifiedAt !== null) return null;
  return (
    <span className="inline-flex">
      <Badge variant="muted" title={t('admin.offers.unverifiedHint')}>
        <MailWarning className="h-3 w-3 text-gold-deep" aria-hidden />
        {t('admin.offers.unverified')}
      </Badge>
    </span>
  );
}
