import { CONTACT } from '#shared/site/contact.ts';

const PLACEHOLDER_DE = '[Platzhalter – vor Veröffentlichung durch geprüften Rechtstext ersetzen]';
const PLACEHOLDER_EN = '[Placeholder – replace with reviewed legal text before publishing]';
const PLACEHOLDER_FR = '[Texte provisoire – à remplacer par un texte juridique validé avant publication]';

/** The three legal pages, clearly marked as placeholders in every language, in sections with headings. */
export const DEMO_PAGES = [
  {
    slug: 'impressum',
    title: 'Impressum',
    titleEn: 'Legal notice',
    titleFr: 'Mentions légales',
    content: `${PLACEHOLDER_DE}\n\n## Angaben gemäß § 5 DDG\n\n${CONTACT.company}\n${CONTACT.street}\n${CONTACT.city}\n\nTelefon: ${CONTACT.phone}\nE-Mail: ${CONTACT.email}\n\nVertreten durch die Geschäftsführung: [Name]\nRegistergericht: Amtsgericht München, HRB [Nummer]\nUmsatzsteuer-ID: [Nummer]`,
    contentEn: `${PLACEHOLDER_EN}\n\n## Information pursuant to § 5 DDG\n\n${CONTACT.company}\n${CONTACT.street}\n${CONTACT.city}\n\nPhone: ${CONTACT.phone}\nE-mail: ${CONTACT.email}\n\nRepresented by the management: [Name]\nRegister court: Munich Local Court, HRB [number]\nVAT ID: [number]`,
    contentFr: `${PLACEHOLDER_FR}\n\n## Informations conformément au § 5 DDG\n\n${CONTACT.company}\n${CONTACT.street}\n${CONTACT.city}\n\nTéléphone : ${CONTACT.phone}\nE-mail : ${CONTACT.email}\n\nReprésentée par la direction : [Nom]\nTribunal d’enregistrement : tribunal d’instance de Munich, HRB [numéro]\nN° TVA : [numéro]`,
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    titleEn: 'Privacy policy',
    titleFr: 'Politique de confidentialité',
    content: `${PLACEHOLDER_DE}\n\n## 1. Verantwortlicher\n${CONTACT.company}, ${CONTACT.street}, ${CONTACT.city}\n\n## 2. Welche Daten wir verarbeiten\nWenn Sie ein unverbindliches Angebot abgeben, speichern wir Vorname, Nachname, E-Mail-Adresse, Telefonnummer, Angebotsbetrag und Zeitpunkt.\n\n## 3. Zweck und Rechtsgrundlage\nDie Daten dienen ausschließlich der Kontaktaufnahme zu Ihrem Angebot (Art. 6 Abs. 1 lit. b DSGVO).\n\n## 4. Speicherdauer\n[Frist eintragen]\n\n## 5. Ihre Rechte\nAuskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Wenden Sie sich an ${CONTACT.email}.`,
    contentEn: `${PLACEHOLDER_EN}\n\n## 1. Controller\n${CONTACT.company}, ${CONTACT.street}, ${CONTACT.city}\n\n## 2. Data we process\nWhen you submit a non-binding offer we store your first name, last name, e-mail address, phone number, offer amount and time.\n\n## 3. Purpose and legal basis\nThe data is used solely to contact you about your offer (Art. 6(1)(b) GDPR).\n\n## 4. Retention\n[insert period]\n\n## 5. Your rights\nAccess, rectification, erasure, restriction, portability and objection. Contact ${CONTACT.email}.`,
    contentFr: `${PLACEHOLDER_FR}\n\n## 1. Responsable du traitement\n${CONTACT.company}, ${CONTACT.street}, ${CONTACT.city}\n\n## 2. Données traitées\nLorsque vous soumettez une offre sans engagement, nous enregistrons vos prénom, nom, adresse e-mail, numéro de téléphone, montant de l’offre et date.\n\n## 3. Finalité et base juridique\nLes données servent uniquement à vous contacter au sujet de votre offre (art. 6, par. 1, let. b RGPD).\n\n## 4. Durée de conservation\n[indiquer la durée]\n\n## 5. Vos droits\nAccès, rectification, effacement, limitation, portabilité et opposition. Écrivez à ${CONTACT.email}.`,
  },
  {
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    titleEn: 'Terms and conditions',
    titleFr: 'Conditions générales',
    content: `${PLACEHOLDER_DE}\n\n## § 1 Geltungsbereich\nDiese Bedingungen gelten für die Abgabe unverbindlicher Kaufangebote über diese Website.\n\n## § 2 Unverbindlichkeit\nEin abgegebenes Angebot ist eine unverbindliche Interessensbekundung. Es begründet keine Kaufverpflichtung und keinen Anspruch auf Vertragsschluss.\n\n## § 3 Kontaktaufnahme\nWir melden uns nach Eingang Ihres Angebots telefonisch oder per E-Mail.\n\n## § 4 Schlussbestimmungen\n[Text ergänzen]`,
    contentEn: `${PLACEHOLDER_EN}\n\n## § 1 Scope\nThese terms apply to non-binding purchase offers submitted through this website.\n\n## § 2 Non-binding nature\nAn offer is a non-binding expression of interest. It creates no obligation to buy and no claim to a contract.\n\n## § 3 Contact\nWe will get in touch by phone or e-mail after receiving your offer.\n\n## § 4 Final provisions\n[add text]`,
    contentFr: `${PLACEHOLDER_FR}\n\n## § 1 Champ d’application\nLes présentes conditions s’appliquent aux offres d’achat sans engagement soumises via ce site.\n\n## § 2 Absence d’engagement\nUne offre est une manifestation d’intérêt sans engagement. Elle ne crée aucune obligation d’achat ni droit à la conclusion d’un contrat.\n\n## § 3 Prise de contact\nNous vous contacterons par téléphone ou par e-mail après réception de votre offre.\n\n## § 4 Dispositions finales\n[compléter]`,
  },
] as const;
