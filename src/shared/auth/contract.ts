import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { messageSchema } from '#shared/wire-schemas.ts';
import type { AUTH_ENDPOINTS } from './endpoints';
import { loginBodySchema, publicUserSchema } from './schemas';

/** The schemas of the endpoints of sign-in, by the names of endpoints.ts. */
export const AUTH_CONTRACT = {
  login: { summary: 'Sign in an administrator', body: loginBodySchema, response: publicUserSchema },
  logout: { summary: 'Sign out', response: messageSchema },
  currentUser: { summary: 'The signed-in administrator', response: publicUserSchema },
} as const satisfies { [N in keyof typeof AUTH_ENDPOINTS]: EndpointSchemas };
