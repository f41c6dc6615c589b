import { ArrowLeft } from '#client/components/ui/icons.tsx';
import { Link } from '#client/lib/router.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { BrandMark } from './brand-mark';
import { LanguageSelector } from './language-selector';

interface TopBarProps {
  /** home: 'Offer' link to #bidding (when the page has the form); page: a back button to /. */
  variant: 'home' | 'page';
  /** Whether the page below has the offer form the 'Offer' link leads to. */
  hasOfferForm?: boolean;
  onOfferIntent?: () => void;
  /** With more than one property on offer: a link to the overview of them all. */
  overviewLink?: boolean;
}

/** The sticky top bar of the public screens. */
export function TopBar({ variant, hasOfferForm = false, onOfferIntent, overviewLink }: TopBarProps) {
  const t = useT();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Link href="/" className="focus-ring brand-link">
          <BrandMark narrow />
        </Link>
        <nav className="flex items-center gap-2 sm:gap-3" aria-label={t('app.title')}>
          {overviewLink && (
            <Link href="/immobilien" className="btn btn-outline btn-compact top-bar-overview">
              {t('nav.allListings')}
            </Link>
          )}
          {variant === 'home' ? (
            hasOfferForm && (
              <a
                href="#bidding"
                onClick={onOfferIntent}
                onPointerEnter={onOfferIntent}
                onFocus={onOfferIntent}
                className="btn btn-ink btn-compact offer-cta"
              >
                {t('nav.offer')}
              </a>
            )
          ) : (
            <Link href="/" className="btn btn-outline btn-compact px-3.5">
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {t('nav.back')}
            </Link>
          )}
          <LanguageSelector />
        </nav>
      </div>
    </header>
  );
}
