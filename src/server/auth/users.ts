import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '#shared/auth/schemas.ts';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword } from './passwords';

export type UserRow = typeof users.$inferSelect;

/** The user as the client sees it; requireSecondFactor: REQUIRE_TOTP. */
export function toPublicUser(row: UserRow, requireSecondFactor = false): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    secondFactor: row.totpSecret ? 'enrolled' : requireSecondFactor ? 'required' : 'missing',
    role: row.role,
  };
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function countUsers(db: Database): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}

export async function createUser(db: Database, username: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const rows = await db.insert(users).values({ username, passwordHash }).returning();
  return rows[0]!;
}

/** Held while an instance creates the first user; any number, the same in every instance. */
const FIRST_USER_LOCK = 7_303_011;

/**
 * Creates the first user unless one exists, or answers false. Instances starting together on an
 * empty database all get here: the lock lets one create it and the others find it, instead of the
 * second failing on the unique username (or, with other names, two first admins).
 */
export async function createFirstUser(db: Database, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return false;
    await tx.insert(users).values({ username, passwordHash });
    return true;
  });
}

/**
 * A new password also ends every session the user has: whoever knew the old one (the reason to
 * change it, often) is signed out everywhere.
 */
export async function setUserPassword(db: Database, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    const userId = rows[0]?.id;
    if (!userId) return false;
    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
    return true;
  });
}
