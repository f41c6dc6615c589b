import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { messageSchema } from '#shared/wire-schemas.ts';
import type { AUTH_ADMIN_ENDPOINTS } from './admin-endpoints';
import type { AUTH_ENDPOINTS } from './endpoints';
import {
  confirmSecondFactorBodySchema,
  loginBodySchema,
  publicUserSchema,
  recoveryCodesSchema,
  secondFactorSetupSchema,
} from './schemas';
import { adminSessionSchema, sessionIdParams } from './session-schemas';

/** The schemas of the endpoints of sign-in and the admin's sessions, by the names of the endpoint tables. */
export const AUTH_CONTRACT = {
  login: { summary: 'Sign in an administrator', body: loginBodySchema, response: publicUserSchema },
  logout: { summary: 'Sign out', response: messageSchema },
  currentUser: { summary: 'The signed-in administrator', response: publicUserSchema },
  listSessions: {
    summary: "The signed-in administrator's sessions on every device, the current one first",
    response: z.array(adminSessionSchema),
  },
  endSession: {
    summary: "End one of the signed-in administrator's sessions: that device is signed out at once",
    notFound: 'Session not found',
    params: sessionIdParams,
    response: messageSchema,
  },
  startSecondFactor: {
    summary:
      'Start setting up a second factor: a new TOTP secret, kept in this session until a code confirms it (409 when one is set up)',
    response: secondFactorSetupSchema,
  },
  confirmSecondFactor: {
    summary:
      'Confirm the second factor with a code of the new secret: stores it, signs out the other devices, and gives the recovery codes once',
    body: confirmSecondFactorBodySchema,
    response: recoveryCodesSchema,
  },
} as const satisfies { [N in keyof typeof AUTH_ENDPOINTS | keyof typeof AUTH_ADMIN_ENDPOINTS]: EndpointSchemas };
