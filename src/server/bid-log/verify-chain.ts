import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bidLog, properties } from '../db/schema';

interface ChainBreak {
  position: number;
  /** 'hash': the entry or one before it was changed; 'missing-before': an entry before it is gone. */
  reason: 'hash' | 'missing-before';
}

export interface ChainReport {
  propertyId: string;
  title: string;
  entries: number;
  /** The last entry's hash: what a seller's copy or a receipt can be compared with. */
  head: string | null;
  breaks: ChainBreak[];
}

/**
 * Every property's bid log checked against its hash chain (drizzle/0027_bid_log_chain.sql): each
 * entry's hash is worked out again from the entry and the one before it, in the database that
 * wrote it, so the rule exists once.
 */
export async function verifyBidLogChains(db: Database): Promise<ChainReport[]> {
  const logs = await db
    .select({
      propertyId: bidLog.propertyId,
      title: properties.title,
      entries: sql<number>`count(*)`.mapWith(Number),
      head: sql<string | null>`(array_agg(${bidLog.hash} order by ${bidLog.position} desc))[1]`,
    })
    .from(bidLog)
    .innerJoin(properties, eq(properties.id, bidLog.propertyId))
    .groupBy(bidLog.propertyId, properties.title)
    .orderBy(asc(properties.title), asc(bidLog.propertyId));
  // Every chain's breaks in one statement, not one query per property.
  const { rows } = (await db.execute(sql`
    select p.property_id, b."position", b.reason
    from (select distinct property_id from bid_log) as p
    cross join lateral bid_log_chain_breaks(p.property_id) as b
    order by p.property_id, b."position"`)) as unknown as {
    rows: Array<{ property_id: string; position: number; reason: ChainBreak['reason'] }>;
  };
  const breaksOf = new Map<string, ChainBreak[]>();
  for (const row of rows) {
    const list = breaksOf.get(row.property_id) ?? [];
    list.push({ position: Number(row.position), reason: row.reason });
    breaksOf.set(row.property_id, list);
  }
  return logs.map((log) => ({ ...log, breaks: breaksOf.get(log.propertyId) ?? [] }));
}
