import { z } from 'zod';
import { NUL_MESSAGE } from './text';

export const LOGIN_MESSAGES = {
  username: 'Benutzername ist erforderlich',
  password: 'Passwort ist erforderlich',
} as const;

export const loginBodySchema = z.object({
  // No NUL: PostgreSQL cannot compare it, and no username contains one.
  username: z
    .string({ error: LOGIN_MESSAGES.username })
    .min(1, LOGIN_MESSAGES.username)
    .max(255)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE),
  password: z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The user as the client sees it: never the password hash. */
export interface PublicUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}
