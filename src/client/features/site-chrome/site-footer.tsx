import FOOTER_TEXTS from 'virtual:public-texts/footer';
import { MapPin } from '#client/components/ui/icons.tsx';
import { Mail, Phone } from '#client/components/ui/more-icons.tsx';
import { Link } from '#client/lib/router.tsx';
import { CONTACT, COPYRIGHT_YEAR } from '#shared/site/contact.ts';
import { useT } from '#client/lib/i18n.tsx';
import { telHref } from '#client/lib/tel-href.ts';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { PROPERTY_PAGE_PREFIX } from '#shared/properties/slug.ts';
import { useSeveralListings } from '#client/lib/use-listings.ts';
import { BrandMark } from './brand-mark';

const LEGAL_LINKS = [
  { href: '/pages/impressum', key: 'footer.imprint' },
  { href: '/pages/datenschutz', key: 'footer.privacy' },
  { href: '/pages/agb', key: 'footer.terms' },
  { href: '/pages/barrierefreiheit', key: 'footer.accessibility' },
] as const;

/** Description, the fixed contact data, the legal pages and the copyright line. */
export function SiteFooter() {
  return (
    <WithBuiltInTexts texts={FOOTER_TEXTS}>
      <Footer />
    </WithBuiltInTexts>
  );
}

function Footer() {
  const t = useT();
  // With more than one property on offer, the overview of them all is a step away from every page.
  const several = useSeveralListings();
  return (
    <footer className="border-t border-white/5 bg-ink-deep text-white/75">
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-12 md:py-20">
        <div className="md:col-span-5">
          <BrandMark inverted />
          <p className="mt-6 max-w-sm text-[0.95rem] leading-7">{t('footer.description')}</p>
          {several && (
            <p className="mt-5 text-[0.95rem]">
              <Link href={PROPERTY_PAGE_PREFIX} className="footer-link font-medium text-white">
                {t('footer.allListings')} →
              </Link>
            </p>
          )}
        </div>
        <div className="md:col-span-4">
          <h2 className="footer-heading">{t('footer.contact')}</h2>
          <address className="mt-5 flex flex-col gap-3.5 text-[0.95rem] not-italic">
            <span className="font-medium text-white">{CONTACT.company}</span>
            <span className="flex items-start gap-3">
              <MapPin className="mt-1 h-4 w-4 shrink-0 text-gold" aria-hidden />
              <span>
                <span className="sr-only">{t('footer.address')}: </span>
                {CONTACT.street}
                <br />
                {CONTACT.city}
              </span>
            </span>
            <a href={telHref(CONTACT.phone)} className="footer-link flex items-center gap-3">
              <Phone className="h-4 w-4 shrink-0 text-gold" aria-hidden />
              <span className="sr-only">{t('footer.phone')}: </span>
              {CONTACT.phone}
            </a>
            <a href={`mailto:${CONTACT.email}`} className="footer-link flex items-center gap-3 break-all">
              <Mail className="h-4 w-4 shrink-0 text-gold" aria-hidden />
              <span className="sr-only">{t('footer.email')}: </span>
              {CONTACT.email}
            </a>
          </address>
        </div>
        <nav className="md:col-span-3" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {t('footer.legal')}
          </h2>
          <ul className="mt-5 flex flex-col gap-3.5 text-[0.95rem]">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="footer-link">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto w-full max-w-6xl px-5 py-6 text-[0.82rem] text-white/60 sm:px-8">
          {t('footer.copyright', {
            year: COPYRIGHT_YEAR,
            company: CONTACT.company,
          })}
        </p>
      </div>
    </footer>
  );
}
