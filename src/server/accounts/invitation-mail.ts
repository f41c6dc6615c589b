import { eq } from 'drizzle-orm';
import { invitationPagePath } from '#shared/accounts/invitation-path.ts';
import type { Language } from '#shared/languages.ts';
import { CONTACT } from '#shared/site/contact.ts';
import type { Database } from '../db/client';
import { accountInvitations, users } from '../db/schema';
import { button, mailDocument, note, paragraph } from '../mail/mail-layout';
import type { MailTexts } from '../mail/mail-texts';
import type { RenderedMail } from '../mail/offer-mails';
import { formatReceived } from '../offers/offer-formats';

export interface InvitationMailSubject {
  role: 'owner' | 'agent' | 'assistant';
  expiresAt: Date;
  inviter: string | null;
}

/** What an invitation's mail says; null once the invitation was accepted or withdrawn. */
export async function findInvitationMailSubject(db: Database, id: string): Promise<InvitationMailSubject | null> {
  const [row] = await db
    .select({
      role: accountInvitations.role,
      expiresAt: accountInvitations.expiresAt,
      inviter: users.username,
      acceptedAt: accountInvitations.acceptedAt,
    })
    .from(accountInvitations)
    .leftJoin(users, eq(users.id, accountInvitations.invitedBy))
    .where(eq(accountInvitations.id, id));
  if (!row || row.acceptedAt) return null;
  return { role: row.role, expiresAt: row.expiresAt, inviter: row.inviter };
}

/** The invitation: who invites, with which role, until when, and the one-time link. */
export function renderInvitationMail(
  language: Language,
  subject: InvitationMailSubject,
  t: MailTexts,
  publicUrl: string,
  token: string,
): RenderedMail {
  const link = `${publicUrl}${invitationPagePath(token)}?lang=${language}`;
  const title = t('mail.invitation.subject', { company: CONTACT.company });
  const text = t('mail.invitation.text', {
    inviter: subject.inviter ?? CONTACT.company,
    role: t(`admin.team.role.${subject.role}`),
    expires: formatReceived(subject.expiresAt, language),
  });
  const unexpected = t('mail.invitation.unexpected');
  return {
    subject: title,
    text: [text, '', `${t('mail.invitation.accept')}: ${link}`, '', unexpected, '', CONTACT.company].join('\n'),
    html: mailDocument(language, title, paragraph(text) + button(link, t('mail.invitation.accept')) + note(unexpected)),
  };
}
