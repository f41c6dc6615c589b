import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITATION_DAYS } from '#shared/accounts/invitation-path.ts';
import type { Role } from '#shared/auth/roles.ts';
import type { Database } from '../db/client';
import { accountInvitations, mailOutbox, sessions, users } from '../db/schema';
import { MAIL_KINDS } from '../mail/mail-kinds';
import type { Language } from '#shared/languages.ts';

export type AccountRow = typeof users.$inferSelect;
export type InvitationRow = typeof accountInvitations.$inferSelect;
export type InvitationWithSender = InvitationRow & { invitedByName: string | null };

const sender = alias(users, 'sender');

/** Every account, oldest first, and the invitations not yet accepted, newest first. */
export async function readTeam(db: Database): Promise<{ accounts: AccountRow[]; invitations: InvitationWithSender[] }> {
  const accounts = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  const rows = await db
    .select({ invitation: accountInvitations, invitedByName: sender.username })
    .from(accountInvitations)
    .leftJoin(sender, eq(sender.id, accountInvitations.invitedBy))
    .where(isNull(accountInvitations.acceptedAt))
    .orderBy(sql`${accountInvitations.createdAt} desc`, asc(accountInvitations.id));
  return { accounts, invitations: rows.map((row) => ({ ...row.invitation, invitedByName: row.invitedByName })) };
}

/**
 * Invites an address with a role: the invitation and its mail in one transaction, so neither is
 * there without the other. An earlier open invitation to the same address is replaced (its link
 * stops working). 'exists' when an account already has the address.
 */
export async function invite(
  db: Database,
  input: { email: string; role: Role; language: Language; invitedBy: { id: string; username: string } },
): Promise<InvitationWithSender | 'exists'> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (taken.length > 0) return 'exists';
    await tx
      .delete(accountInvitations)
      .where(and(sql`lower(${accountInvitations.email}) = ${email}`, isNull(accountInvitations.acceptedAt)));
    const [invitation] = await tx
      .insert(accountInvitations)
      .values({
        email,
        role: input.role,
        invitedBy: input.invitedBy.id,
        expiresAt: sql`now() + ${INVITATION_DAYS} * interval '1 day'`,
      })
      .returning();
    await tx.insert(mailOutbox).values({
      invitationId: invitation!.id,
      kind: MAIL_KINDS.accountInvitation,
      language: input.language,
      recipients: email,
    });
    return { ...invitation!, invitedByName: input.invitedBy.username };
  });
}

/** Withdraws an open invitation (its mail goes with it); false when there is none by that id. */
export async function withdrawInvitation(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(accountInvitations)
    .where(and(eq(accountInvitations.id, id), isNull(accountInvitations.acceptedAt)))
    .returning({ id: accountInvitations.id });
  return rows.length > 0;
}

/** An invitation whose link still works: not accepted, not run out; else null. */
export async function openInvitation(db: Database, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.id, id),
        isNull(accountInvitations.acceptedAt),
        gt(accountInvitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

export type AcceptOutcome = AccountRow | 'gone' | 'taken';

/**
 * Turns an open invitation into an account with the invitation's address and role. The link is
 * used up in the same transaction that creates the account: two tabs accepting at once make one
 * account. 'taken' when the username (in any case) is someone's already.
 */
export async function acceptInvitation(
  db: Database,
  id: string,
  account: { username: string; passwordHash: string },
): Promise<AcceptOutcome> {
  return db
    .transaction(async (tx) => {
      const [invitation] = await tx
        .update(accountInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(
          and(
            eq(accountInvitations.id, id),
            isNull(accountInvitations.acceptedAt),
            gt(accountInvitations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!invitation) return 'gone' as const;
      const clash = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${account.username.toLowerCase()}`)
        .limit(1);
      if (clash.length > 0) throw new UsernameTaken();
      const [created] = await tx
        .insert(users)
        .values({
          username: account.username,
          passwordHash: account.passwordHash,
          email: invitation.email,
          role: invitation.role,
        })
        .returning();
      await tx.update(accountInvitations).set({ userId: created!.id }).where(eq(accountInvitations.id, id));
      return created!;
    })
    .catch((error: unknown) => {
      // The transaction is rolled back: the invitation stays open for another name.
      if (error instanceof UsernameTaken || isUniqueViolation(error)) return 'taken' as const;
      throw error;
    });
}

class UsernameTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export type AccountChange = { role?: Role; active?: boolean };
export type ChangeOutcome = AccountRow | 'missing' | 'last-owner' | 'self';

/**
 * Changes a role or whether an account may sign in. Deactivating ends its sessions at once. The
 * team keeps an active owner: the active owners' rows are locked first, so two owners demoting
 * each other at the same moment cannot both succeed. Nobody deactivates themselves (they sign out).
 */
export async function changeAccount(
  db: Database,
  id: string,
  change: AccountChange,
  actingUserId: string,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'owner'), isNull(users.deactivatedAt)))
      .for('update');
    const [account] = await tx.select().from(users).where(eq(users.id, id));
    if (!account) return 'missing' as const;
    if (change.active === false && id === actingUserId) return 'self' as const;
    const activeAfter = change.active ?? account.deactivatedAt === null;
    const ownerAfter = (change.role ?? account.role) === 'owner';
    const isActiveOwner = owners.some((owner) => owner.id === id);
    if (isActiveOwner && !(activeAfter && ownerAfter) && owners.length <= 1) return 'last-owner' as const;
    const deactivatedAt = activeAfter ? null : (account.deactivatedAt ?? sql`now()`);
    const [updated] = await tx
      .update(users)
      .set({ role: change.role ?? account.role, deactivatedAt, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!activeAfter) await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${id}`);
    return updated!;
  });
}
