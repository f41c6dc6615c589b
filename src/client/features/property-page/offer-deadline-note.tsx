import { Clock } from '#client/components/ui/icons.tsx';
import { useHydrated } from '#client/lib/hydration.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { LOCALES } from '#shared/languages.ts';
import { timeLeftText, useTimeLeft } from '#client/lib/offer-deadline.ts';

/**
 * Under the key facts: how long offers are still taken, and until when, or that the period has
 * ended, or that the property is awarded. The server's markup (kept in a cache, readable without scripts) names only the date; the
 * time left follows in the browser, by the server's clock.
 */
export function OfferDeadlineNote({ end, awarded = false }: { end: string; awarded?: boolean }) {
  const { t, language } = useI18n();
  const left = useTimeLeft(end);
  const hydrated = useHydrated();
  const locale = LOCALES[language];
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <p className="deadline-note">
      <Clock className="h-4 w-4 shrink-0 text-gold-deep" aria-hidden />
      <span>
        {awarded ? (
          // Awarded (decision 0136), or in a best-and-final round (decision 0137): the section below
          // says so; here only that no offer is taken.
          t('deadline.closedText')
        ) : left.closed ? (
          t('error.offerPeriodEnded')
        ) : !hydrated ? (
          <strong className="font-semibold text-ink">
            <time dateTime={end}>{t('deadline.endsOn', { date: at.format(new Date(end)) })}</time>
          </strong>
        ) : (
          <>
            <strong className="font-semibold text-ink">
              {t('deadline.endsIn', { time: timeLeftText(left, t, language) })}
            </strong>{' '}
            <time dateTime={end}>{t('deadline.endsAt', { date: at.format(new Date(end)) })}</time>
          </>
        )}
      </span>
    </p>
  );
}
