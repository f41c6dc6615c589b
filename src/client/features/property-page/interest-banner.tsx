import { ArrowDown } from '../../components/ui/icons';
import { useI18n } from '../../lib/i18n';

export const OFFER_SECTION_ID = 'bidding';

/**
 * Scrolls to the offer form: smoothly, through the page's `scroll-behavior: smooth`, which
 * styles.css turns off for visitors who asked for less motion.
 */
export function scrollToOffer(): void {
  const target = document.getElementById(OFFER_SECTION_ID);
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  // Keyboard users continue inside the form, without a second jump.
  target.focus({ preventScroll: true });
}

/** SPEC §2 'Interested?' banner with the 'Submit offer' button. */
export function InterestBanner({ onOfferIntent }: { onOfferIntent?: () => void }) {
  const { t } = useI18n();
  return (
    <div className="interest-banner">
      <span className="absolute inset-y-0 left-0 w-1 bg-gold" aria-hidden />
      <div>
        <h2 className="font-serif text-2xl text-white lg:text-[1.75rem]">
          {t('property.interested', 'Interessiert?')}
        </h2>
        <p className="mt-2 max-w-xl text-[0.95rem] leading-relaxed text-white/75">
          {t(
            'property.interestedText',
            'Geben Sie jetzt Ihr unverbindliches Angebot ab – wir melden uns persönlich bei Ihnen.',
          )}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-gold mt-5 w-full shrink-0 sm:w-auto lg:mt-0"
        onPointerEnter={onOfferIntent}
        onFocus={onOfferIntent}
        onClick={() => {
          onOfferIntent?.();
          scrollToOffer();
        }}
      >
        {t('action.submitOffer', 'Angebot abgeben')}
        <ArrowDown className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
