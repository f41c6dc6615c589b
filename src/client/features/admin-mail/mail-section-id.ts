/** The e-mail section of the offers tab, as the address names it (/admin?tab=offers#outgoing-mail). */
export const OUTGOING_MAIL_ID = 'outgoing-mail';
