import { Mail } from 'lucide-react';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { countDe } from '#client/lib/offer-count.ts';

const BADGES = { waiting: 'gold', sent: 'success', failed: 'danger' } as const;

/**
 * The letters the team sent this bidder (decision 0135), closed under the name until opened: when,
 * the subject, and how far each mail got (a failed one is retried on the mail page).
 */
export function OfferMessages({ offer }: { offer: Pick<OfferPageItem, 'messages'> }) {
  const t = useT();
  if (offer.messages.length === 0) return null;
  return (
    <details className="group mt-1 text-xs text-stone-700" data-offer-messages>
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 rounded font-medium text-stone-600 hover:text-ink focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <Mail className="h-3 w-3 shrink-0 text-gold-deep" aria-hidden />
        {t('admin.bidderMessages.history', { count: countDe.format(offer.messages.length) })}
      </summary>
      <ol className="mt-1.5 flex w-48 max-w-full flex-col gap-2 rounded-md bg-stone-50 p-2.5">
        {offer.messages.map((message) => (
          <li key={message.id} className="grid gap-0.5">
            <span className="flex flex-wrap items-center gap-1.5">
              <time dateTime={message.createdAt} className="text-[0.7rem] text-stone-500 tabular-nums">
                {formatDateTimeDe(message.createdAt)}
              </time>
              <Badge variant={BADGES[message.status]}>{t(`admin.bidderMessages.status.${message.status}`)}</Badge>
            </span>
            <span className="text-[0.8rem] wrap-anywhere text-ink">{message.subject}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
