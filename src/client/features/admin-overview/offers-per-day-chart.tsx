import { ChartColumn } from 'lucide-react';
import type { Overview } from '#shared/offers/admin-schemas.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { chartSummary, dayLabel } from './offers-per-day';

/** Each day's column in the chart's own units: a bar 7 wide with a gap of 3. */
const COLUMN = 10;
const BAR = 7;
const HEIGHT = 100;

/**
 * Offers per day over the last 14 days as bars. The picture is one image to assistive technology,
 * named by a summary (range, total, busiest day); the values themselves are in a table only they
 * read. Counts and dates are HTML beside the SVG, so they keep their size at 320 px.
 */
export function OffersPerDayChart({ days, loading }: { days: Overview['offersPerDay']; loading: boolean }) {
  const t = useT();
  const max = Math.max(1, ...days.map((d) => d.count));
  const first = days[0];
  const last = days.at(-1);
  const summary = chartSummary(days);
  const columns = { gridTemplateColumns: `repeat(${Math.max(1, days.length)}, minmax(0, 1fr))` };

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-2">
        <ChartColumn className="mt-1 h-5 w-5 shrink-0 text-gold" aria-hidden />
        <div>
          <CardTitle>{t('admin.overview.perDayTitle')}</CardTitle>
          {first && last && (
            <p className="text-sm text-stone-600">
              {t('admin.overview.perDaySubtitle', {
                from: dayLabel(first.day, 'full'),
                to: dayLabel(last.day, 'full'),
              })}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-12 text-stone-500">
            <Spinner label={t('ui.loading')} />
          </div>
        ) : (
          <figure className="m-0">
            <div
              role="img"
              aria-label={
                summary.total === 0
                  ? t('admin.overview.perDayNone', { from: summary.from, to: summary.to })
                  : t('admin.overview.perDaySummary', {
                      from: summary.from,
                      to: summary.to,
                      total: summary.total,
                      peakDay: summary.peakDay,
                      peak: summary.peak,
                    })
              }
            >
              <div
                aria-hidden
                className="grid text-center text-[10px] text-stone-600 tabular-nums sm:text-xs"
                style={columns}
              >
                {days.map((d) => (
                  <span key={d.day} className="truncate">
                    {d.count > 0 ? d.count : ''}
                  </span>
                ))}
              </div>
              <svg
                aria-hidden
                focusable="false"
                viewBox={`0 0 ${days.length * COLUMN} ${HEIGHT}`}
                preserveAspectRatio="none"
                className="mt-1 block h-36 w-full"
              >
                {days.map((d, index) => {
                  const height = (d.count / max) * (HEIGHT - 2);
                  return (
                    <rect
                      key={d.day}
                      x={index * COLUMN + (COLUMN - BAR) / 2}
                      y={HEIGHT - 1 - height}
                      width={BAR}
                      height={height}
                      rx={0.8}
                      className={index === days.length - 1 ? 'fill-ink' : 'fill-gold-deep'}
                    />
                  );
                })}
                <line
                  x1={0}
                  x2={days.length * COLUMN}
                  y1={HEIGHT - 0.5}
                  y2={HEIGHT - 0.5}
                  className="stroke-stone-400"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
              <div
                aria-hidden
                className="mt-1 grid text-center text-[10px] text-stone-600 tabular-nums sm:text-xs"
                style={columns}
              >
                {days.map((d, index) => (
                  <span key={d.day} className="truncate">
                    {/* On a phone every second day (today's included), or the numbers run together. */}
                    <span className="sm:hidden">
                      {(days.length - 1 - index) % 2 === 0 ? dayLabel(d.day, 'day') : ''}
                    </span>
                    <span className="hidden sm:inline">{dayLabel(d.day, 'short')}</span>
                  </span>
                ))}
              </div>
            </div>
            <table className="sr-only">
              <caption>{t('admin.overview.perDayTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.overview.perDayDay')}</th>
                  <th scope="col">{t('admin.tabs.offers')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day, 'full')}</th>
                    <td>{d.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
