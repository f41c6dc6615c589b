import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offers, offerVerificationTokens } from '../db/schema';
import { PUBLIC_READS_CHANNEL } from '../public-reads/public-reads-channel';

/** How long the link of a confirmation mail verifies its offer (decision 0072). */
export const VERIFICATION_LINK_DAYS = 7;

/** 32 random bytes, base64url: 43 characters. Anything else in a link is not a token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Every instance's open standing streams read again (their offers may count now). */
const VERIFICATION_NOTICE = 'offers standing';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link token for an offer's confirmation mail: random, stored only as its hash, valid for
 * VERIFICATION_LINK_DAYS. Each mail sent gets its own (a retried mail too); any of them verifies
 * the offer once, and then all of them are spent. Null for an offer already verified or gone.
 */
export async function issueVerificationToken(db: Database, offerId: string): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const result = (await db.execute(sql`
    insert into ${offerVerificationTokens} (token_hash, offer_id, expires_at)
    select ${hashOf(token)}, o.id, now() + make_interval(days => ${VERIFICATION_LINK_DAYS})
    from ${offers} o where o.id = ${offerId}::uuid and o.verified_at is null
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0 ? token : null;
}

/**
 * Spends a token: the offer it belongs to is verified, its other tokens are spent with it, and
 * the public standing streams are told in the same statement. False for an unknown, expired or
 * spent token, with nothing changed: the three are not told apart. Concurrent uses of one token
 * serialise on its row, so only one of them verifies.
 */
export async function verifyOfferByToken(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const result = (await db.execute(sql`
    with spent as (
      update ${offerVerificationTokens} set used_at = now()
      where token_hash = ${hashOf(token)} and used_at is null and expires_at > now()
      returning offer_id
    ),
    verified as (
      update ${offers} set verified_at = now()
      where id in (select offer_id from spent) and verified_at is null
      returning id
    ),
    siblings as (
      update ${offerVerificationTokens} set used_at = now()
      where offer_id in (select offer_id from spent) and used_at is null and token_hash <> ${hashOf(token)}
    )
    select (select count(*) from spent)::int as spent,
      (select count(pg_notify(${PUBLIC_READS_CHANNEL}, ${VERIFICATION_NOTICE})) from verified)::int as notified`)) as unknown as {
    rows: { spent: number }[];
  };
  return Number(result.rows[0]?.spent ?? 0) > 0;
}

/**
 * The daily housekeeping: links used or expired are of no more use (an unknown token gets the same
 * answer as a spent one). Unused links of unverified offers stay until they expire.
 */
export async function purgeSpentVerificationTokens(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    delete from ${offerVerificationTokens} where used_at is not null or expires_at <= now() returning 1`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length;
}
