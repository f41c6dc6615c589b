import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { CONTACT } from '#shared/site/contact.ts';
import type { Database } from '../db/client';
import { documentAccess, mailOutbox, propertyDocuments } from '../db/schema';
import { button, mailDocument, paragraph, paragraphWithLink, oneClickUnsubscribeHeaders } from '../mail/mail-layout';
import { MAIL_KINDS } from '../mail/mail-kinds';
import type { MailTexts } from '../mail/mail-texts';
import type { RenderedMail } from '../mail/offer-mails';
import { formatReceived } from '../offers/offer-formats';
import type { AccessMailSubject } from './document-access';

/**
 * How long a mail about new documents waits before it leaves (decision 0130): an agent who uploads
 * several documents one after another causes one mail, which lists them all.
 */
const GATHER_MINUTES = 15;

/** The address that ends these mails: one-click (RFC 8058) by POST, a page with a button by GET. */
export const newsUnsubscribePath = (key: string) => `/documents/unsubscribe/${key}`;

/**
 * Documents of a property were added to what visitors see or replaced: every confirmed, not
 * withdrawn acknowledgement that asked for it gets one mail — one per address, and none while one
 * is still gathering (not yet picked up by the outbox). Answers how many were queued.
 */
export async function queueDocumentNews(db: Database, propertyId: string): Promise<number> {
  const result = (await db.execute(sql`
    insert into ${mailOutbox} (kind, language, recipients, document_access_id, next_attempt_at)
    select distinct on (a.email) ${MAIL_KINDS.documentNews}, a.language, a.email, a.id,
      now() + make_interval(mins => ${GATHER_MINUTES})
    from ${documentAccess} a
    where a.property_id = ${propertyId}::uuid and a.notify_on_changes
      and a.confirmed_at is not null and a.withdrawn_at is null
      and not exists (
        select 1 from ${mailOutbox} m join ${documentAccess} b on b.id = m.document_access_id
        where m.kind = ${MAIL_KINDS.documentNews} and m.status = 'waiting' and m.attempts = 0
          and b.property_id = a.property_id and b.email = a.email)
    order by a.email, a.confirmed_at desc
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Ends the mails about new documents for one acknowledgement; false when there is no such one. */
export async function stopDocumentNews(db: Database, accessId: string): Promise<boolean> {
  const stopped = await db
    .update(documentAccess)
    .set({ notifyOnChanges: false })
    .where(eq(documentAccess.id, accessId))
    .returning({ id: documentAccess.id });
  return stopped.length > 0;
}

/** The documents the person may open now, in the agent's order: public ones and those after the terms. */
export async function documentsOpenTo(db: Database, propertyId: string) {
  return db
    .select({
      titleDe: propertyDocuments.titleDe,
      titleEn: propertyDocuments.titleEn,
      titleFr: propertyDocuments.titleFr,
      fileUpdatedAt: propertyDocuments.fileUpdatedAt,
    })
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.propertyId, propertyId), ne(propertyDocuments.visibility, 'agent')))
    .orderBy(asc(propertyDocuments.position));
}
type OpenDocument = Awaited<ReturnType<typeof documentsOpenTo>>[number];

/**
 * The mail about new or replaced documents: the documents open to the person now with their dates,
 * the way to them, and one-click unsubscription (link and List-Unsubscribe headers). Null when it
 * no longer applies: unsubscribed, withdrawn, or nothing left to open.
 */
export function renderDocumentNewsMail(
  language: Language,
  subject: AccessMailSubject,
  documents: readonly OpenDocument[],
  t: MailTexts,
  publicUrl: string,
  key: string,
): RenderedMail | null {
  if (!subject.notifyOnChanges || subject.withdrawnAt || documents.length === 0) return null;
  const property = localizedText(language, subject.title, subject.titleEn, subject.titleFr);
  const documentsUrl = `${publicUrl}${propertyPagePath(subject.slug)}?lang=${language}#documents`;
  const unsubscribeUrl = `${publicUrl}${newsUnsubscribePath(key)}?lang=${language}`;
  const title = t('mail.documentNews.subject', { property });
  const greeting = t('mail.confirmation.greeting', { name: subject.name });
  const text = t('mail.documentNews.text', { property });
  const lines = documents.map(
    (document) =>
      `${localizedText(language, document.titleDe, document.titleEn, document.titleFr)} – ${t(
        'mail.documentNews.updated',
        {
          date: formatReceived(document.fileUpdatedAt, language),
        },
      )}`,
  );
  const open = t('mail.documentAccess.open');
  const why = t('mail.documentNews.why');
  const unsubscribe = t('mail.documentNews.unsubscribe');
  return {
    subject: title,
    text: [
      greeting,
      '',
      text,
      ...lines.map((line) => `- ${line}`),
      '',
      `${open}: ${documentsUrl}`,
      '',
      why,
      `${unsubscribe}: ${unsubscribeUrl}`,
      '',
      CONTACT.company,
    ].join('\n'),
    html: mailDocument(
      language,
      title,
      paragraph(greeting) +
        paragraph(text) +
        paragraph(...lines) +
        button(documentsUrl, open) +
        paragraphWithLink(why, unsubscribeUrl, unsubscribe),
    ),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
}
