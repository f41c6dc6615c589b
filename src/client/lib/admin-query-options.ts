/**
 * Admin lists are fetched again whenever their tab or dialog opens, even within the two minutes
 * the query client keeps data fresh: an admin switching to Offers expects the offers that just came in, and the
 * lists change behind the screen's back (visitors place offers, other admins edit). Between
 * openings the usual defaults apply (no polling, no refetch on focus). Decision 0033.
 */
export const ADMIN_QUERY_OPTIONS = { refetchOnMount: 'always' } as const;
