import { z } from 'zod';
import { ROLES } from '#shared/auth/roles.ts';
import { noXmlForbidden } from '#shared/text-schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { INVITATION_TOKEN_PATTERN } from './invitation-path';
import { LANGUAGES } from '../languages';

const roleSchema = z.enum(ROLES, { error: 'Choose a role: owner, agent or assistant' });

/** A member of the team as owners see them. */
export const accountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  secondFactor: z.enum(['enrolled', 'missing']),
  /** Null while the account may sign in. */
  deactivatedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Account = z.input<typeof accountSchema>;

/** An invitation not yet accepted (it may have run out: expiresAt tells). */
const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  /** The owner who sent it, by username; null once that account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type Invitation = z.input<typeof invitationSchema>;

export const teamSchema = z.object({
  accounts: z.array(accountSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.input<typeof teamSchema>;

export const inviteBodySchema = z.object({
  email: z
    .string({ error: 'Enter the e-mail address to send the invitation to' })
    .trim()
    .max(255, 'The e-mail address is too long')
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  role: roleSchema,
  /** The language of the mail and of the page its link opens; English, the admin's, unless chosen. */
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});

export const invitedSchema = z.object({
  invitation: invitationSchema,
  /** The link itself, for handing it over another way; the mail carries the same. */
  link: z.string(),
  /** False without a mail server: the invitation waits in the outbox until one is set up. */
  mailSent: z.boolean(),
});

export const updateAccountBodySchema = z
  .object({ role: roleSchema.optional(), active: z.boolean().optional() })
  .refine(
    (body) => body.role !== undefined || body.active !== undefined,
    'Give a role or whether the account is active',
  );

export const invitationTokenParams = z.object({
  token: z.string().regex(INVITATION_TOKEN_PATTERN).meta({ description: 'The token of the invitation link' }),
});

/** What the invitation page shows before the invitee chooses their sign-in. */
export const invitationViewSchema = z.object({
  email: z.string(),
  role: roleSchema,
  expiresAt: timestampSchema,
});

const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]+$/u;

export const acceptInvitationBodySchema = z.object({
  username: z
    .string({ error: 'Choose a username' })
    .trim()
    .min(3, 'A username has at least 3 characters')
    .max(60, 'A username has at most 60 characters')
    .regex(USERNAME_PATTERN, 'Use letters, digits and . _ @ - only')
    .refine(noXmlForbidden, 'Use letters, digits and . _ @ - only'),
  password: z.string({ error: 'Choose a password' }).max(1024, 'The password is too long'),
});

export const acceptedSchema = z.object({ username: z.string() });
