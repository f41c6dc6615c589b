import { z } from 'zod';
import { ROLES } from '#shared/auth/roles.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { CONTROL_CHARACTER_MESSAGE, NUL_MESSAGE, noXmlForbidden } from '#shared/text-schemas.ts';

const USERNAME_MESSAGE = messageKey('login.usernameRequired');
const PASSWORD_MESSAGE = messageKey('login.passwordRequired');

export const loginBodySchema = z.object({
  // No NUL: PostgreSQL cannot compare it, and no username contains one.
  username: z
    .string({ error: USERNAME_MESSAGE })
    .min(1, USERNAME_MESSAGE)
    .max(255)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .refine(noXmlForbidden, CONTROL_CHARACTER_MESSAGE),
  password: z.string({ error: PASSWORD_MESSAGE }).min(1, PASSWORD_MESSAGE).max(1024),
  /** The one-time code (or a recovery code) of an admin with a second factor. */
  code: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The user as the client sees it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /**
   * The account's second factor: enrolled; missing (the admin is asked to enrol at each sign-in);
   * or required (missing while REQUIRE_TOTP is on: nothing but enrolment is allowed).
   */
  secondFactor: z.enum(['enrolled', 'missing', 'required']),
  /** What the account may do in the admin (auth/roles.ts). */
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What a 401 of the login says when the account has a second factor and the code is missing or wrong. */
export const CODE_REQUIRED_MESSAGE = 'One-time code required';
export const INVALID_CODE_MESSAGE = 'Invalid one-time code';

/** What every admin call answers (403) for an admin without a second factor while one is required. */
export const SECOND_FACTOR_REQUIRED_MESSAGE = 'Set up a second factor first';

/** Enrolment in the browser: the code that proves the authenticator app has the new secret. */
export const confirmSecondFactorBodySchema = z.object({
  code: z.string().regex(/^\s*\d{3}\s?\d{3}\s*$/, messageKey('admin.secondFactor.codeFormat')),
});

export const secondFactorSetupSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string().regex(/^[A-Z2-7]+$/),
  /** otpauth:// URI, what the QR code holds. */
  uri: z.string().startsWith('otpauth://totp/'),
  /** The QR code as an SVG data URI. */
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
