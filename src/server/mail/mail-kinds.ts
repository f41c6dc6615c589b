/** What a row of the outbox is (mail_outbox.kind). */
export const MAIL_KINDS = {
  /** To the bidder, in the language of the form. */
  offerConfirmation: 'offer-confirmation',
  /** To the agent (NOTIFY_EMAIL), with every field of the offer. */
  offerNotification: 'offer-notification',
  /** To the agent: a bidder withdrew an offer from their own page (decision 0114). */
  withdrawalNotification: 'withdrawal-notification',
  /** To someone invited to the team, with their one-time link (decision 0119). */
  accountInvitation: 'account-invitation',
  /** To a visitor who accepted a property's terms: the link that confirms the address and opens its documents. */
  documentAccess: 'document-access',
  /** To a visitor who withdrew from a commission agreement through the mailed link: its receipt confirmed. */
  documentWithdrawal: 'document-withdrawal',
  /** To a visitor who asked for it: documents of the property were added or replaced (decision 0130). */
  documentNews: 'document-news',
  /** To a visitor who asked for a viewing slot: the link that confirms the address and the booking (decision 0133). */
  viewingRequest: 'viewing-request',
  /** The confirmed viewing, with its calendar invitation (METHOD:REQUEST) and the link to cancel it. */
  viewingInvitation: 'viewing-invitation',
  /** The visitor cancelled: the receipt, with the calendar's cancellation (METHOD:CANCEL). */
  viewingCancellation: 'viewing-cancellation',
  /** The day before a confirmed viewing: when and where, and the link to cancel. */
  viewingReminder: 'viewing-reminder',
  /** The agent cancelled the slot: each confirmed visitor is told, with the calendar's cancellation. */
  viewingSlotCancelled: 'viewing-slot-cancelled',
  /** The agent's letter to a bidder (decision 0135): as stored, replies to the writer. */
  bidderMessage: 'bidder-message',
  /** The notary's dossier of an awarded property (decision 0138), the PDF attached; on the awarded offer. */
  notaryDossier: 'notary-dossier',
} as const;

export type MailKind = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS];
