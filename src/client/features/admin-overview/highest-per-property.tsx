import { Inbox, Trophy } from 'lucide-react';
import { formatEuro } from '#shared/money.ts';
import type { Overview } from '#shared/offers/admin-schemas.ts';
import { ListEmpty } from '#client/components/admin/list-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useI18n } from '#client/lib/i18n.tsx';
import { offersReceived } from '#client/lib/offer-count.ts';

/** Each property with offers: its highest offer and how many it has, most offers first. */
export function HighestPerProperty({
  properties,
  loading,
}: {
  properties: Overview['offersPerProperty'];
  loading: boolean;
}) {
  const { t, language } = useI18n();
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <Trophy className="h-5 w-5 text-gold" aria-hidden />
        <CardTitle>{t('admin.overview.highestPerProperty')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-6 text-stone-500">
            <Spinner label={t('ui.loading')} />
          </div>
        ) : properties.length === 0 ? (
          <ListEmpty icon={Inbox} className="py-8">
            <p>{t('admin.overview.noOffersYet')}</p>
          </ListEmpty>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t('admin.overview.highestPerProperty')}>
            {properties.map((property) => (
              <li
                key={property.propertyId}
                className="grid grid-cols-1 items-baseline gap-x-4 gap-y-1 py-3 min-[420px]:grid-cols-[minmax(0,1fr)_auto]"
              >
                <div className="min-w-0">
                  <p lang="de" className="font-medium break-words text-ink">
                    {property.title}
                  </p>
                  <p className="text-sm text-stone-600 tabular-nums">{offersReceived(t, language, property.count)}</p>
                </div>
                <p className="font-semibold whitespace-nowrap text-ink tabular-nums min-[420px]:text-right">
                  {formatEuro(property.highestAmount)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
