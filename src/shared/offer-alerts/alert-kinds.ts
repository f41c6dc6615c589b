/**
 * A bidder's e-mail alerts on one property (decision 0115), each an outbox row's kind: outbid
 * (open procedure only), the end moved, one hour left, the period over.
 */
const ALERT_KINDS = ['alert-outbid', 'alert-end-moved', 'alert-hour-left', 'alert-ended'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

/** How long before the end the "one hour left" alert goes out. */
export const HOUR_LEFT_MS = 60 * 60 * 1000;
