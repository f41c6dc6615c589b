import { useQuery } from '@tanstack/react-query';
import { Activity, Building, CalendarClock, Euro, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OffersPage, Overview } from '#shared/offers/admin-schemas.ts';
import { ListEmpty } from '#client/components/admin/list-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { queryKeyOf } from '#client/lib/admin-api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { HighestPerProperty } from './highest-per-property';
import { OffersPerDayChart } from './offers-per-day-chart';
import { browserTimeZone, formatAverageMillions, RECENT_ACTIVITY_COUNT } from './overview-figures';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

function StatCard({
  label,
  value,
  hint,
  icon,
  loading,
}: {
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
  loading: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-stone-600">{label}</p>
          <p className="mt-2 text-3xl font-semibold tracking-tight text-ink tabular-nums">
            {loading ? <Spinner className="h-6 w-6 text-stone-400" /> : value}
          </p>
          <p className="mt-1 text-xs text-stone-500">{hint}</p>
        </div>
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-gold-soft text-ink"
          aria-hidden
        >
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

export function AdminOverviewTab() {
  const t = useT();
  const tDe = useFixedLanguageT('de');
  // "Today" is the admin's calendar day: the server counts it in the browser's time zone.
  const overview = useQuery<Overview>({
    queryKey: queryKeyOf('adminOverview', { query: { timeZone: browserTimeZone() } }),
    ...ADMIN_QUERY_OPTIONS,
  });
  const latest = useQuery<OffersPage>({
    queryKey: queryKeyOf('listOffersPage', { query: { limit: String(RECENT_ACTIVITY_COUNT) } }),
    ...ADMIN_QUERY_OPTIONS,
  });
  const figures = overview.data;
  const recent = latest.data?.items ?? [];
  const average = formatAverageMillions(
    figures?.averageAmount == null ? null : Number(figures.averageAmount),
    (value) => t('admin.overview.averageValue', { value }),
    t('admin.overview.averageNone'),
  );

  return (
    <section aria-labelledby="overview-heading" className="grid grid-cols-1 gap-6">
      <h2 id="overview-heading" className="sr-only">
        {t('admin.tabs.overview')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('admin.overview.activeProperties')}
          value={String(figures?.activeProperties ?? 0)}
          hint={t('admin.overview.activePropertiesHint')}
          icon={<Building className="h-5 w-5" />}
          loading={overview.isPending}
        />
        <StatCard
          label={t('admin.overview.offersToday')}
          value={String(figures?.offersToday ?? 0)}
          hint={t('admin.overview.offersTodayHint')}
          icon={<CalendarClock className="h-5 w-5" />}
          loading={overview.isPending}
        />
        <StatCard
          label={t('admin.overview.averageOffer')}
          value={average}
          hint={t('admin.overview.averageOfferHint')}
          icon={<Euro className="h-5 w-5" />}
          loading={overview.isPending}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <OffersPerDayChart days={figures?.offersPerDay ?? []} loading={overview.isPending} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <HighestPerProperty properties={figures?.offersPerProperty ?? []} loading={overview.isPending} />
        </div>
      </div>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Activity className="h-5 w-5 text-gold" aria-hidden />
          <CardTitle>{t('admin.overview.recentActivity')}</CardTitle>
        </CardHeader>
        <CardContent>
          {latest.isPending ? (
            <div className="flex justify-center py-6 text-stone-500">
              <Spinner label={t('ui.loading')} />
            </div>
          ) : recent.length === 0 ? (
            <ListEmpty icon={Inbox} className="py-8">
              <p lang="de">{tDe('admin.overview.noActivity')}</p>
            </ListEmpty>
          ) : (
            <ul className="divide-y divide-stone-100" aria-label={t('admin.overview.recentActivity')}>
              {recent.map((offer) => (
                <li key={offer.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <p className="text-sm text-ink">
                    <span className="text-stone-600">{t('admin.overview.newOfferFrom')}</span>{' '}
                    <span className="font-medium">
                      {offer.firstName} {offer.lastName}
                    </span>
                  </p>
                  <time dateTime={offer.createdAt} className="text-sm text-stone-500 tabular-nums">
                    {formatDateTimeDe(offer.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
