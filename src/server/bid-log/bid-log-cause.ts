import { sql, type SQL } from 'drizzle-orm';

/**
 * Why a statement changes offers or a property's end, for the bid log's triggers
 * (drizzle/0019_bid_log.sql, decision 0073). Without one, a deleted offer is logged as deleted
 * and a moved end as changed by an admin.
 */
export type BidLogCause = 'extension' | 'admin' | 'delete-all' | 'erasure' | 'retention' | 'restore';

/**
 * A condition that is always true and sets the cause for the rest of the transaction: put it in
 * the WHERE of the statement itself. It is an uncorrelated subquery, so PostgreSQL evaluates it
 * once, before the first row changes and before the triggers run at the statement's end.
 */
export function bidLogCause(cause: BidLogCause): SQL {
  return sql`(select set_config('bid_log.cause', ${cause}, true)) is not null`;
}
