import { cn } from '#client/lib/cn.ts';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '#shared/languages.ts';
import type { MyOffers } from '#shared/my-offers/schemas.ts';
import type { Translate } from '#client/lib/i18n.tsx';

/** Where an alert mail's unsubscribe link lands on the page. */
const ALERTS_ANCHOR = 'benachrichtigungen';

interface AlertsSwitchProps {
  view: MyOffers;
  t: Translate;
  language: Language;
  onSwitch: (on: boolean, language: Language) => Promise<boolean>;
}

/**
 * The bidder's e-mail alerts on this property (decision 0115): what they would be told, whether it
 * is switched on, one button to change it. The button stays the same element (only its words
 * change), so the focus stays on it; the state is said in a polite live region.
 */
export function AlertsSwitch({ view, t, language, onSwitch }: AlertsSwitchProps) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { on } = view.alerts;
  const section = useRef<HTMLElement>(null);
  // scroll-mt-3: the page's scroll padding leaves 64 px for a header 65 px tall; a little more
  // keeps the section's top edge clear of it.
  // The page is drawn after its data arrive, too late for the browser's own jump to the anchor of
  // an alert mail's unsubscribe link: the section is brought into view here.
  useEffect(() => {
    if (window.location.hash === `#${ALERTS_ANCHOR}`) section.current?.scrollIntoView();
  }, []);
  const toggle = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    const ok = await onSwitch(!on, language);
    setSending(false);
    setFailed(!ok);
  };
  return (
    <section
      ref={section}
      id={ALERTS_ANCHOR}
      aria-labelledby="my-offers-alerts"
      className="grid scroll-mt-3 gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="my-offers-alerts" className="text-xl font-semibold text-ink">
        {t('myOffers.alerts.title')}
      </h2>
      <p className="text-ink-soft">
        {t(view.standing.mode === 'open' ? 'myOffers.alerts.open' : 'myOffers.alerts.sealed')}
      </p>
      <p role="status" className="font-medium text-ink empty:hidden" data-testid="alerts-state">
        {on ? t('myOffers.alerts.on') : ''}
      </p>
      {failed && (
        <p role="alert" className="font-medium text-red-800">
          {t('myOffers.alerts.failed')}
        </p>
      )}
      {/* Not disabled while sending: a disabled button would drop the focus to the page. */}
      <button
        type="button"
        // "Benachrichtigungen einschalten" is wider than a 320 px screen's card: it wraps there.
        className={cn(
          on ? 'btn btn-outline' : 'btn btn-ink',
          'h-auto min-h-12 w-full py-2 text-center whitespace-normal sm:w-fit',
        )}
        aria-disabled={sending}
        onClick={() => void toggle()}
      >
        {t(on ? 'myOffers.alerts.switchOff' : 'myOffers.alerts.switchOn')}
      </button>
    </section>
  );
}
