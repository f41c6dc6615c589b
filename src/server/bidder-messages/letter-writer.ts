import { CONTACT } from '#shared/site/contact.ts';
import type { PublicUser } from '#shared/auth/schemas.ts';
import type { LetterWriter } from './bidder-messages';

/**
 * Who writes a letter (decision 0135): signed with the team member's name, or the agency's; replies
 * go to their address, or to the agency's notification address when the account has none.
 */
export function letterWriterOf(user: PublicUser, notify: readonly string[]): LetterWriter {
  return {
    userId: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || CONTACT.company,
    replyTo: user.email ?? notify[0] ?? null,
  };
}
