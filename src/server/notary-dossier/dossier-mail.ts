import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offers } from '../db/schema';
import { mailDocument, paragraph } from '../mail/mail-layout';
import type { MailTexts } from '../mail/mail-texts';
import type { RenderedMail } from '../mail/offer-mails';
import { dossierAttachment } from './dossier-pdf';
import { readDossier } from './dossier-data';

/**
 * The mail to the notary's office (decision 0138), in German, the dossier attached as it stands
 * when the mail leaves; null when there is no dossier any more (the offer erased meanwhile).
 */
export async function renderDossierMail(
  db: Database,
  awardedOfferId: string,
  t: MailTexts,
): Promise<RenderedMail | null> {
  const [offer] = await db.select({ propertyId: offers.propertyId }).from(offers).where(eq(offers.id, awardedOfferId));
  if (!offer) return null;
  const dossier = await readDossier(db, offer.propertyId);
  if (dossier.kind !== 'ready') return null;
  const { data } = dossier;
  const subject = `Unterlagen zum Zuschlag: ${data.property.title} (${data.sellerReference})`;
  const lines = [
    'Sehr geehrte Damen und Herren,',
    `anbei erhalten Sie die Unterlagen zum Zuschlag für ${data.property.title}, ${data.property.address}, zur Vorbereitung des Kaufvertrags: Immobilie, Käufer, angenommenes Angebot mit seinen Bedingungen und der Prüfwert des Bietprotokolls.`,
    'Mit freundlichen Grüßen',
  ];
  return {
    subject,
    text: lines.join('\n\n'),
    html: mailDocument('de', subject, lines.map((line) => paragraph(line)).join('')),
    attachments: [await dossierAttachment(data, t, new Date())],
  };
}
