import type { EndpointName } from '#shared/api/endpoints.ts';
import type { ENDPOINTS } from '#shared/api/endpoints.ts';

/**
 * The roles of an agency's team (decision 0119), widest first:
 * - owner: everything, including the team's accounts, the site's pages and texts and the audit log;
 * - agent: the daily work — properties, images, offers (deleting and exporting them too), sellers'
 *   links, mails, bidders' data requests;
 * - assistant: reads properties, offers and people, sets an offer's status, note and favourite;
 *   deletes nothing and takes no personal data away (no export, receipt, proof or bid-log PDF).
 * Everyone manages their own sessions and second factor.
 */
export const ROLES = ['owner', 'agent', 'assistant'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call an admin endpoint: every role, owners and agents, or owners only. */
type Access = 'team' | 'agents' | 'owners';

type AdminEndpointName = {
  [N in EndpointName]: (typeof ENDPOINTS)[N]['path'] extends `/api/admin/${string}` ? N : never;
}[EndpointName];

/**
 * Every admin endpoint and who may call it. The server refuses the others with 403 before reading
 * anything (auth/admin-guard.ts); the admin shows only what the role may do. A new admin endpoint
 * does not compile until it is listed here.
 */
const ACCESS: Record<AdminEndpointName, Access> = {
  // Read by everyone: the work in front of them.
  adminOverview: 'team',
  adminEvents: 'team',
  adminListProperties: 'team',
  listPropertyImages: 'team',
  listPropertyDocuments: 'team',
  downloadPropertyDocument: 'team',
  readPropertyDocumentPreview: 'team',
  listViewingSlots: 'team',
  finalRound: 'team',
  exportViewingAttendees: 'team',
  readDocumentTerms: 'team',
  listDocumentRecipients: 'team',
  listOffers: 'team',
  listOffersPage: 'team',
  bidLog: 'team',
  mailOutbox: 'team',
  privacyLookup: 'team',
  person: 'team',
  listPages: 'team',
  translationCoverage: 'team',
  listTranslations: 'team',
  listAccessibilityFeedback: 'team',
  // An offer's status, note and mark: what an assistant does all day.
  updateOffer: 'team',
  toggleOfferFavorite: 'team',
  // One's own account.
  listSessions: 'team',
  endSession: 'team',
  startSecondFactor: 'team',
  confirmSecondFactor: 'team',
  // Personal data leaving the admin, and everything that deletes or changes a listing.
  exportOffers: 'agents',
  exportDocumentRecipients: 'agents',
  offerReceipt: 'agents',
  downloadOfferProof: 'agents',
  bidLogPdf: 'agents',
  privacyExport: 'agents',
  privacyErase: 'agents',
  deleteOffer: 'agents',
  deleteAllOffers: 'agents',
  createProperty: 'agents',
  updateProperty: 'agents',
  deleteProperty: 'agents',
  showPropertyOnHomePage: 'agents',
  uploadPropertyImages: 'agents',
  uploadPropertyDocument: 'agents',
  updatePropertyDocument: 'agents',
  createViewingSlot: 'agents',
  cancelViewingSlot: 'agents',
  sendBidderMessages: 'agents',
  awardProperty: 'agents',
  // The buyer's identification under the money-laundering act (decision 0139): owners and agents only.
  identification: 'agents',
  identificationFile: 'agents',
  requestIdentification: 'agents',
  confirmIdentification: 'agents',
  startFinalRound: 'agents',
  // The buyer's personal data, and a mail to the notary: as the receipt.
  notaryDossier: 'agents',
  saveNotaryDossier: 'agents',
  notaryDossierPdf: 'agents',
  sendNotaryDossier: 'agents',
  replacePropertyDocument: 'agents',
  deletePropertyDocument: 'agents',
  reorderPropertyDocuments: 'agents',
  updateDocumentTerms: 'agents',
  deletePropertyImage: 'agents',
  reorderPropertyImages: 'agents',
  updateImageAltText: 'agents',
  uploadContactPhoto: 'agents',
  deleteContactPhoto: 'agents',
  listSellerLinks: 'agents',
  createSellerLink: 'agents',
  revokeSellerLink: 'agents',
  retryMail: 'agents',
  deleteAccessibilityFeedback: 'agents',
  // The agency's own affairs: its team, its legal pages and texts, and who did what.
  listAccounts: 'owners',
  inviteAccount: 'owners',
  withdrawInvitation: 'owners',
  updateAccount: 'owners',
  auditLog: 'owners',
  createPage: 'owners',
  updatePage: 'owners',
  deletePage: 'owners',
  createTranslation: 'owners',
  updateTranslation: 'owners',
  deleteTranslation: 'owners',
  seedTranslations: 'owners',
};

const ROLES_WITH: Record<Access, readonly Role[]> = {
  team: ROLES,
  agents: ['owner', 'agent'],
  owners: ['owner'],
};

function isAdminEndpoint(name: EndpointName): name is AdminEndpointName {
  return name in ACCESS;
}

/** Whether a role may call an endpoint; endpoints outside the admin are not a role's matter. */
export function roleMay(role: Role, endpoint: EndpointName): boolean {
  return !isAdminEndpoint(endpoint) || ROLES_WITH[ACCESS[endpoint]].includes(role);
}

/** What the admin answers (403) when a role may not do something. */
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this';
