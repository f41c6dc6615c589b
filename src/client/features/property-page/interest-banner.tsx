import { ArrowDown } from '#client/components/ui/icons.tsx';
import { useI18n } from '#client/lib/i18n.tsx';

const OFFER_SECTION_ID = 'bidding';

/**
 * Scrolls to the offer form: smoothly, through the page's `scroll-behavior: smooth`, which
 * styles.css turns off for visitors who asked for less motion.
 */
function scrollToOffer(): void {
  const target = document.getElementById(OFFER_SECTION_ID);
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  // Keyboard users continue inside the form, without a second jump.
  target.focus({ preventScroll: true });
}

/** The 'Interested?' banner with the 'Submit offer' button. */
export function InterestBanner({ onOfferIntent }: { onOfferIntent?: () => void }) {
  const { t } = useI18n();
  return (
    <div className="interest-banner offer-cta">
      <span className="absolute inset-y-0 left-0 w-1 bg-gold" aria-hidden />
      <div>
        <h2 className="interest-title">{t('property.interested')}</h2>
        <p className="interest-text">{t('property.interestedText')}</p>
      </div>
      <button
        type="button"
        className="btn btn-gold interest-action"
        onPointerEnter={onOfferIntent}
        onFocus={onOfferIntent}
        onClick={() => {
          onOfferIntent?.();
          scrollToOffer();
        }}
      >
        {t('action.submitOffer')}
        <ArrowDown className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
