import { Mail, Phone } from '#client/components/ui/more-icons.tsx';
import type { Property } from '#shared/properties/schemas.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { uploadThumbnailUrl } from '#client/lib/image-url.ts';
import { localizedText } from '#shared/localized.ts';
import { telHref } from '#client/lib/tel-href.ts';

/** The contact person's fields of a property (decision 0053). */
export type ContactPerson = Pick<
  Property,
  'contactName' | 'contactRole' | 'contactRoleEn' | 'contactRoleFr' | 'contactPhone' | 'contactEmail' | 'contactPhoto'
>;

/** Up to two initials (Katharina Brandl → KB) for a contact without a photo. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => [...word][0]!.toUpperCase()).join('');
}

/** Beside the offer form: who answers questions, with photo, role, phone and e-mail. Shown once a name is set. */
export function ContactCard({ contact }: { contact: ContactPerson }) {
  const { t, language } = useI18n();
  const name = contact.contactName?.trim();
  if (!name) return null;
  const role = contact.contactRole
    ? localizedText(language, contact.contactRole, contact.contactRoleEn, contact.contactRoleFr)
    : null;
  return (
    <aside className="offer-contact" aria-labelledby="offer-contact-heading">
      <h3 id="offer-contact-heading" className="eyebrow-light">
        {t('contact.heading')}
      </h3>
      <div className="mt-5 flex items-center gap-4">
        {contact.contactPhoto ? (
          <img
            src={uploadThumbnailUrl(contact.contactPhoto)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="offer-contact-photo"
          />
        ) : (
          <span className="offer-contact-monogram" aria-hidden>
            {initialsOf(name)}
          </span>
        )}
        <div>
          <p className="font-serif text-xl leading-tight text-white">{name}</p>
          {role && <p className="mt-1 text-sm text-white/70">{role}</p>}
        </div>
      </div>
      <p className="mt-4 text-[0.95rem] leading-6 text-white/75">{t('contact.intro')}</p>
      <ul className="mt-4 flex flex-col gap-2.5">
        {contact.contactPhone && (
          <li>
            <a
              className="offer-contact-link"
              href={telHref(contact.contactPhone)}
              aria-label={t('contact.call', { phone: contact.contactPhone })}
            >
              <Phone className="h-4 w-4 shrink-0 text-gold" aria-hidden />
              {contact.contactPhone}
            </a>
          </li>
        )}
        {contact.contactEmail && (
          <li>
            <a
              className="offer-contact-link"
              href={`mailto:${contact.contactEmail}`}
              aria-label={t('contact.write', { email: contact.contactEmail })}
            >
              <Mail className="h-4 w-4 shrink-0 text-gold" aria-hidden />
              {contact.contactEmail}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
