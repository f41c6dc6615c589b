import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { CONTACT } from '#shared/site/contact.ts';
import { VIEWING_TIME_ZONE } from '#shared/viewings/munich-time.ts';
import { button, mailDocument, note, paragraph, paragraphWithLink } from '../mail/mail-layout';
import { MAIL_KINDS } from '../mail/mail-kinds';
import type { MailTexts } from '../mail/mail-texts';
import type { RenderedMail } from '../mail/offer-mails';
import { viewingCalendar } from './viewing-calendar';
import type { ViewingSubject } from './viewing-bookings';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR' };

/** A viewing's day and time in Munich, as the language writes them ("Sonntag, 28. März 2027 um 10:00"). */
export function viewingWhen(startsAt: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: VIEWING_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(startsAt);
}

/** The pages a booking's mailed links open. */
export const viewingConfirmPath = (key: string) => `/viewings/confirm/${key}`;
export const viewingCancelPath = (key: string) => `/viewings/cancel/${key}`;

interface Links {
  publicUrl: string;
  /** The booking's key (its id, signed). */
  key: string;
  /** The calendar's organizer: the sender of the mails. */
  organizer: { name: string; email: string };
}

/** "Isarwert Immobilien <angebote@example.de>" as a calendar's organizer. */
export function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]!.trim() || CONTACT.company, email: match[2]!.trim() }
    : { name: CONTACT.company, email: from.trim() };
}

/**
 * The mail of a viewing booking, of the outbox row's kind, from the booking as it stands when it
 * leaves; null when there is nothing to say any more (a request confirmed or cancelled meanwhile).
 */
export function renderViewingMail(
  kind: string,
  language: Language,
  subject: ViewingSubject,
  t: MailTexts,
  links: Links,
): RenderedMail | null {
  const property = localizedText(language, subject.title, subject.titleEn, subject.titleFr);
  const when = viewingWhen(subject.startsAt, language);
  const greeting = t('mail.confirmation.greeting', { name: subject.name });
  const pageUrl = `${links.publicUrl}${propertyPagePath(subject.slug)}?lang=${language}#viewings`;
  const withLanguage = (path: string) => `${links.publicUrl}${path}?lang=${language}`;

  if (kind === MAIL_KINDS.viewingRequest) {
    if (subject.status !== 'requested') return null;
    const title = t('mail.viewing.requestSubject', { property });
    const text = t('mail.viewing.requestText', { property, when });
    const confirm = t('mail.viewing.confirm');
    const link = withLanguage(viewingConfirmPath(links.key));
    const unexpected = t('mail.viewing.unexpected');
    return {
      subject: title,
      text: [greeting, '', text, '', `${confirm}: ${link}`, '', unexpected, '', CONTACT.company].join('\n'),
      html: mailDocument(
        language,
        title,
        paragraph(greeting) + paragraph(text) + button(link, confirm) + note(unexpected),
      ),
    };
  }

  const end = new Date(subject.startsAt.getTime() + subject.durationMinutes * 60_000);
  const cancelLink = withLanguage(viewingCancelPath(links.key));
  const event = (method: 'REQUEST' | 'CANCEL') => ({
    method,
    fileName: method === 'REQUEST' ? 'besichtigung.ics' : 'besichtigung-abgesagt.ics',
    content: viewingCalendar({
      method,
      uid: `viewing-${subject.id}@${links.organizer.email.split('@').pop()}`,
      sequence: subject.sequence,
      start: subject.startsAt,
      end,
      stamp: new Date(),
      summary: t('mail.viewing.calendarSummary', { property }),
      location: subject.address,
      description: method === 'REQUEST' ? `${t('mail.viewing.manage')}: ${cancelLink}\n${pageUrl}` : pageUrl,
      url: pageUrl,
      organizer: links.organizer,
      attendee: { name: subject.name, email: subject.email },
    }),
  });

  /** The invitation and the reminder: when and where, and the link to cancel. */
  const confirmedMail = (title: string, text: string): RenderedMail => {
    const manage = t('mail.viewing.manage');
    return {
      subject: title,
      text: [greeting, '', text, '', `${manage}: ${cancelLink}`, '', CONTACT.company].join('\n'),
      html: mailDocument(
        language,
        title,
        paragraph(greeting) + paragraph(text) + paragraphWithLink('', cancelLink, manage),
      ),
    };
  };
  const details = { property, when, minutes: String(subject.durationMinutes), address: subject.address };

  if (kind === MAIL_KINDS.viewingInvitation || kind === MAIL_KINDS.viewingReminder) {
    if (subject.status !== 'confirmed') return null;
    if (kind === MAIL_KINDS.viewingReminder) {
      return confirmedMail(t('mail.viewing.reminderSubject', { when }), t('mail.viewing.reminderText', details));
    }
    return {
      ...confirmedMail(
        t('mail.viewing.invitationSubject', { property, when }),
        t('mail.viewing.invitationText', details),
      ),
      calendar: event('REQUEST'),
    };
  }

  if (kind === MAIL_KINDS.viewingCancellation || kind === MAIL_KINDS.viewingSlotCancelled) {
    if (subject.status !== 'cancelled') return null;
    const title = t('mail.viewing.cancelSubject', { property, when });
    const text =
      kind === MAIL_KINDS.viewingCancellation
        ? t('mail.viewing.cancelledByVisitor', { property, when })
        : t('mail.viewing.cancelledBySlot', { property, when });
    const toProperty = t('verify.home');
    return {
      subject: title,
      text: [greeting, '', text, '', `${toProperty}: ${pageUrl}`, '', CONTACT.company].join('\n'),
      html: mailDocument(language, title, paragraph(greeting) + paragraph(text) + button(pageUrl, toProperty)),
      calendar: event('CANCEL'),
    };
  }
  return null;
}
