import { useQuery } from '@tanstack/react-query';
import { Activity, Building, CalendarClock, Euro, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Bid } from '../../../shared/schemas/bid';
import type { AdminProperty } from '../../../shared/schemas/property';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';
import { ListEmpty } from '../../components/admin/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTimeDe } from '../../lib/date-format';
import { useT } from '../../lib/i18n';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { computeOverview, formatAverageMillions } from './overview-figures';
import { ADMIN_QUERY_OPTIONS } from '../../lib/admin-query-options';

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
  const tDe = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const properties = useQuery<AdminProperty[]>({ queryKey: ['/api/admin/properties'], ...ADMIN_QUERY_OPTIONS });
  const bids = useQuery<Bid[]>({ queryKey: ['/api/admin/bids'], ...ADMIN_QUERY_OPTIONS });
  const figures = computeOverview(properties.data ?? [], bids.data ?? []);
  const average = formatAverageMillions(
    figures.averageOffer,
    t('admin.overview.averageValue', '{value} Mio. €'),
    t('admin.overview.averageNone', '0 €'),
  );

  return (
    <section aria-labelledby="overview-heading" className="grid grid-cols-1 gap-6">
      <h2 id="overview-heading" className="sr-only">
        {t('admin.tabs.overview', 'Overview')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('admin.overview.activeProperties', 'Active properties')}
          value={String(figures.activeProperties)}
          hint={t('admin.overview.activePropertiesHint', 'Visible on the website')}
          icon={<Building className="h-5 w-5" />}
          loading={properties.isPending}
        />
        <StatCard
          label={t('admin.overview.offersToday', 'Offers today')}
          value={String(figures.offersToday)}
          hint={t('admin.overview.offersTodayHint', 'Received since midnight')}
          icon={<CalendarClock className="h-5 w-5" />}
          loading={bids.isPending}
        />
        <StatCard
          label={t('admin.overview.averageOffer', 'Average offer')}
          value={average}
          hint={t('admin.overview.averageOfferHint', 'Across all offers')}
          icon={<Euro className="h-5 w-5" />}
          loading={bids.isPending}
        />
      </div>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Activity className="h-5 w-5 text-gold" aria-hidden />
          <CardTitle>{t('admin.overview.recentActivity', 'Recent activity')}</CardTitle>
        </CardHeader>
        <CardContent>
          {bids.isPending ? (
            <div className="flex justify-center py-6 text-stone-500">
              <Spinner label={t('ui.loading', 'Loading…')} />
            </div>
          ) : figures.recent.length === 0 ? (
            <ListEmpty icon={Inbox} className="py-8">
              <p lang="de">{tDe('admin.overview.noActivity', 'Noch keine Aktivitäten vorhanden')}</p>
            </ListEmpty>
          ) : (
            <ul
              className="divide-y divide-stone-100"
              aria-label={t('admin.overview.recentActivity', 'Recent activity')}
            >
              {figures.recent.map((bid) => (
                <li key={bid.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <p className="text-sm text-ink">
                    <span className="text-stone-600">{t('admin.overview.newOfferFrom', 'new offer from')}</span>{' '}
                    <span className="font-medium">
                      {bid.firstName} {bid.lastName}
                    </span>
                  </p>
                  <time dateTime={bid.createdAt} className="text-sm text-stone-500 tabular-nums">
                    {formatDateTimeDe(bid.createdAt)}
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
