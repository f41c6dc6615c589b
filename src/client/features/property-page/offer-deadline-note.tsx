import { Clock } from '../../components/ui/icons';
import { useI18n } from '../../lib/i18n';
import { LOCALES } from './property-text';
import { timeLeftText, useTimeLeft } from './offer-deadline';

/** Under the key facts: how long offers are still taken, and until when, or that the period has ended. */
export function OfferDeadlineNote({ end }: { end: string }) {
  const { t, language } = useI18n();
  const left = useTimeLeft(end);
  const locale = LOCALES[language];
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <p className="deadline-note">
      <Clock className="h-4 w-4 shrink-0 text-gold-deep" aria-hidden />
      <span>
        {left.closed ? (
          t('error.offerPeriodEnded')
        ) : (
          <>
            <strong className="font-semibold text-ink">
              {t('deadline.endsIn', { time: timeLeftText(left, t, new Intl.PluralRules(locale)) })}
            </strong>{' '}
            <time dateTime={end}>{t('deadline.endsAt', { date: at.format(new Date(end)) })}</time>
          </>
        )}
      </span>
    </p>
  );
}
