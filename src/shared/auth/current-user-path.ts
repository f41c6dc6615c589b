/**
 * Where the client asks who is signed in; a first call also hands out the XSRF-TOKEN cookie. A
 * module of its own: the public page's first bundle needs this path, not the sign-in endpoints.
 */
export const CURRENT_USER_PATH = '/api/auth/user';
