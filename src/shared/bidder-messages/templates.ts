/**
 * The agent's letters to bidders (decision 0135), each a subject and a text in three languages
 * with placeholders, which the agent may change before sending. `personal` is a blank letter.
 */
export const BIDDER_MESSAGE_TEMPLATES = [
  'personal',
  'invite-viewing',
  'proof-of-funds',
  'better-offer',
  'decline',
  'award',
] as const;
/**
 * The invitation to a best-and-final round (decision 0137) is sent by the round only: its {link}
 * is the bidder's personal page, where the final offer is made.
 */
export const FINAL_ROUND_TEMPLATE = 'final-round';
/** The request for the buyer's identification (decision 0139), sent from the identification card; {link} is their page. */
export const IDENTIFICATION_TEMPLATE = 'identification';
export type BidderMessageTemplate =
  (typeof BIDDER_MESSAGE_TEMPLATES)[number] | typeof FINAL_ROUND_TEMPLATE | typeof IDENTIFICATION_TEMPLATE;

/** What a letter's placeholders stand for, filled for each bidder when the mail is queued. */
export const BIDDER_MESSAGE_PLACEHOLDERS = ['name', 'property', 'amount', 'agent', 'link', 'deadline'] as const;
export type BidderMessagePlaceholder = (typeof BIDDER_MESSAGE_PLACEHOLDERS)[number];

export const BIDDER_MESSAGE_LIMITS = { subject: 200, body: 10_000, recipients: 200 } as const;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** The placeholders in a text that are not one of ours ("{Name}", "{preis}"), each once. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(BIDDER_MESSAGE_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!known.has(match[1]!)) unknown.add(`{${match[1]}}`);
  return [...unknown];
}

/** The text with each placeholder replaced by the bidder's value. */
export function fillPlaceholders(text: string, values: Record<BidderMessagePlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as BidderMessagePlaceholder] : whole,
  );
}
