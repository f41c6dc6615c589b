import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The letters' templates (decision 0135): what the agent's composer starts from, in the bidder's
 * language. Placeholders: {name}, {property}, {amount}, {agent}, {link}, {deadline}. Formal address throughout.
 */
export const BIDDER_MESSAGE_TRANSLATIONS = [
  {
    key: 'mail.bidderMessage.personal.subject',
    category: 'ui',
    de: 'Zu Ihrem Angebot für {property}',
    en: 'About your offer for {property}',
    fr: 'Au sujet de votre offre pour {property}',
  },
  {
    key: 'mail.bidderMessage.personal.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\n\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\n\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\n\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.invite-viewing.subject',
    category: 'ui',
    de: 'Einladung zur Besichtigung: {property}',
    en: 'Invitation to a viewing: {property}',
    fr: 'Invitation à une visite : {property}',
  },
  {
    key: 'mail.bidderMessage.invite-viewing.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nvielen Dank für Ihr Angebot über {amount} für {property}. Gern zeigen wir Ihnen die Immobilie vor Ort. Bitte wählen Sie einen Besichtigungstermin auf der Seite der Immobilie:\n{link}\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nThank you for your offer of {amount} for {property}. We would be glad to show you the property. Please choose a viewing slot on the property’s page:\n{link}\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nMerci pour votre offre de {amount} pour {property}. Nous serions heureux de vous faire visiter le bien. Veuillez choisir un créneau de visite sur la page du bien :\n{link}\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.proof-of-funds.subject',
    category: 'ui',
    de: 'Finanzierungsnachweis für {property}',
    en: 'Proof of funds for {property}',
    fr: 'Justificatif de financement pour {property}',
  },
  {
    key: 'mail.bidderMessage.proof-of-funds.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nvielen Dank für Ihr Angebot über {amount} für {property}. Damit wir es dem Eigentümer vorlegen können, bitten wir Sie um einen Finanzierungsnachweis: eine Finanzierungsbestätigung Ihrer Bank oder einen Nachweis über Eigenkapital. Antworten Sie einfach auf diese E-Mail.\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nThank you for your offer of {amount} for {property}. So that we can present it to the owner, please send us a proof of funds: a financing confirmation from your bank or proof of your own funds. Simply reply to this e-mail.\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nMerci pour votre offre de {amount} pour {property}. Afin de pouvoir la présenter au propriétaire, nous vous prions de nous envoyer un justificatif de financement : une confirmation de financement de votre banque ou une preuve de fonds propres. Il vous suffit de répondre à cet e-mail.\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.better-offer.subject',
    category: 'ui',
    de: 'Ihr Angebot für {property}: Möchten Sie nachbessern?',
    en: 'Your offer for {property}: would you like to improve it?',
    fr: 'Votre offre pour {property} : souhaitez-vous l’améliorer ?',
  },
  {
    key: 'mail.bidderMessage.better-offer.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nvielen Dank für Ihr Angebot über {amount} für {property}. Es liegen weitere Angebote vor. Wenn Sie Ihr Angebot verbessern möchten, können Sie auf der Seite der Immobilie ein neues abgeben:\n{link}\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nThank you for your offer of {amount} for {property}. We have received further offers. If you would like to improve yours, you can make a new offer on the property’s page:\n{link}\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nMerci pour votre offre de {amount} pour {property}. Nous avons reçu d’autres offres. Si vous souhaitez améliorer la vôtre, vous pouvez faire une nouvelle offre sur la page du bien :\n{link}\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.decline.subject',
    category: 'ui',
    de: 'Ihr Angebot für {property}: unsere Entscheidung',
    en: 'Your offer for {property}: our decision',
    fr: 'Votre offre pour {property} : notre décision',
  },
  {
    key: 'mail.bidderMessage.decline.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nvielen Dank für Ihr Angebot über {amount} für {property} und Ihr Interesse. Der Eigentümer hat sich für ein anderes Angebot entschieden. Wir bedauern, Ihnen keine bessere Nachricht geben zu können, und melden uns gern, wenn wir eine ähnliche Immobilie anbieten.\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nThank you for your offer of {amount} for {property} and for your interest. The owner has chosen another offer. We are sorry not to have better news, and will gladly get in touch when we offer a similar property.\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nMerci pour votre offre de {amount} pour {property} et pour votre intérêt. Le propriétaire a choisi une autre offre. Nous regrettons de ne pas avoir de meilleure nouvelle et vous contacterons volontiers lorsque nous proposerons un bien similaire.\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.award.subject',
    category: 'ui',
    de: 'Zuschlag für {property}',
    en: 'Your offer for {property} has been chosen',
    fr: 'Votre offre pour {property} a été retenue',
  },
  {
    key: 'mail.bidderMessage.award.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nwir freuen uns, Ihnen mitzuteilen, dass der Eigentümer Ihr Angebot über {amount} für {property} annehmen möchte – vorbehaltlich des notariellen Kaufvertrags. Wir melden uns in Kürze zu den nächsten Schritten.\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nWe are pleased to tell you that the owner would like to accept your offer of {amount} for {property}, subject to the notarised purchase contract. We will be in touch shortly about the next steps.\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nNous avons le plaisir de vous informer que le propriétaire souhaite accepter votre offre de {amount} pour {property}, sous réserve de l’acte de vente notarié. Nous reviendrons vers vous très prochainement pour les prochaines étapes.\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.final-round.subject',
    category: 'ui',
    de: 'Finale Angebotsrunde für {property}',
    en: 'Final round of offers for {property}',
    fr: 'Dernier tour d’offres pour {property}',
  },
  {
    key: 'mail.bidderMessage.final-round.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nIhr Angebot über {amount} für {property} gehört zu den besten. Der Eigentümer lädt Sie daher zu einer finalen Angebotsrunde ein: Bis {deadline} können Sie über Ihren persönlichen Link ein letztes, verdecktes Angebot abgeben. Niemand sonst sieht es, und Sie können es nur einmal abgeben.\n\n{link}\n\nBitte geben Sie diesen Link nicht weiter.\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nYour offer of {amount} for {property} is among the best. The owner therefore invites you to a final round of offers: until {deadline} you can send one last, sealed offer through your personal link. Nobody else sees it, and you can send it only once.\n\n{link}\n\nPlease do not pass this link on.\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nVotre offre de {amount} pour {property} fait partie des meilleures. Le propriétaire vous invite donc à un dernier tour d’offres : jusqu’au {deadline}, vous pouvez faire une dernière offre sous pli fermé grâce à votre lien personnel. Personne d’autre ne la voit, et vous ne pouvez l’envoyer qu’une seule fois.\n\n{link}\n\nMerci de ne pas transmettre ce lien.\n\nBien cordialement\n{agent}',
  },
  {
    key: 'mail.bidderMessage.identification.subject',
    category: 'ui',
    de: 'Ihre Identifizierung für {property}',
    en: 'Your identification for {property}',
    fr: 'Votre identification pour {property}',
  },
  {
    key: 'mail.bidderMessage.identification.body',
    category: 'ui',
    de: 'Guten Tag {name},\n\nals Makler sind wir nach dem Geldwäschegesetz verpflichtet, Sie als Käufer von {property} zu identifizieren, bevor der Kaufvertrag beurkundet wird. Bitte geben Sie Ihre Angaben und ein Foto oder einen Scan Ihres Ausweises über Ihren persönlichen Link ein:\n\n{link}\n\nIhre Angaben werden verschlüsselt gespeichert, nur von uns eingesehen und nach den gesetzlichen Fristen gelöscht. Bitte geben Sie diesen Link nicht weiter.\n\nMit freundlichen Grüßen\n{agent}',
    en: 'Dear {name},\n\nAs estate agents we are required by the German Money Laundering Act to identify you as the buyer of {property} before the purchase contract is notarised. Please enter your details and a photo or scan of your ID document through your personal link:\n\n{link}\n\nYour details are stored encrypted, seen only by us and deleted after the periods the law sets. Please do not pass this link on.\n\nKind regards\n{agent}',
    fr: 'Bonjour {name},\n\nEn tant qu’agents immobiliers, la loi allemande contre le blanchiment d’argent nous oblige à vous identifier en tant qu’acheteur de {property} avant la signature de l’acte de vente. Merci de saisir vos informations et une photo ou un scan de votre pièce d’identité grâce à votre lien personnel :\n\n{link}\n\nVos informations sont enregistrées chiffrées, consultées par nous seuls et supprimées à l’issue des délais légaux. Merci de ne pas transmettre ce lien.\n\nBien cordialement\n{agent}',
  },
] as const satisfies readonly TranslationEntry[];
