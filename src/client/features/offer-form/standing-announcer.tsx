import { useEffect, useRef, useState } from 'react';
import type { Standing } from '#shared/procedure/schemas.ts';
import type { Language } from '#shared/languages.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { munichDateTime } from '#client/lib/munich-format.ts';
import { plural } from '#client/lib/plural.ts';
import { useStanding } from '#client/lib/use-standing.ts';
import { euroAmount } from '#client/lib/munich-format.ts';

/** At most one announcement per half minute: someone typing with a screen reader is not talked over. */
export const ANNOUNCEMENT_GAP_MS = 30_000;

/**
 * What changed since the standing last announced, in a sentence or two ('' when nothing a visitor
 * sees did): the open procedure's new highest offer with the count, and an end moved later.
 */
function standingNews(previous: Standing, next: Standing, t: Translate, language: Language): string {
  const news: string[] = [];
  if (next.mode === 'open' && next.highestOffer !== null && next.highestOffer !== previous.highestOffer) {
    const count = next.offerCount ?? 0;
    news.push(
      t('offer.announce.highest', {
        amount: euroAmount(next.highestOffer, language),
        offers: plural(t, language, 'offer.rules.offers', count, { n: count }),
      }),
    );
  }
  if (Date.parse(next.endsAt) > Date.parse(previous.endsAt)) {
    news.push(t('offer.announce.extended', { time: munichDateTime(next.endsAt, language, 'medium') }));
  }
  return news.join(' ');
}

/**
 * Tells screen readers what changed in the procedure while the form is open (decision 0112),
 * politely and at most once per half minute: changes that come meanwhile are summed up in the next
 * announcement (the latest highest offer, an extension once). The standing the page opened with is
 * not news.
 */
export function StandingAnnouncer({ propertyId }: { propertyId: string }) {
  const { t, language } = useI18n();
  const standing = useStanding(propertyId);
  const [message, setMessage] = useState('');
  const announced = useRef<Standing | undefined>(undefined);
  const lastAnnouncedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (!standing) return;
    if (!announced.current) {
      announced.current = standing;
      return;
    }
    const announce = () => {
      const news = standingNews(announced.current!, standing, t, language);
      announced.current = standing;
      if (!news) return;
      lastAnnouncedAt.current = Date.now();
      setMessage(news);
    };
    const wait = lastAnnouncedAt.current + ANNOUNCEMENT_GAP_MS - Date.now();
    if (wait <= 0) return announce();
    const timer = setTimeout(announce, wait);
    return () => clearTimeout(timer);
  }, [standing, t, language]);
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
