/** What a bid log entry records (decision 0073); the database's CHECK constraint lists the same. */
export const BID_LOG_KINDS = [
  'procedure-set-up',
  'offer',
  'offer-deleted',
  'offer-withdrawn',
  'offers-deleted',
  'end-extended',
  'end-changed',
  'settings-changed',
  'awarded',
  'final-round',
] as const;
