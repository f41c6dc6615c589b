/**
 * Every admin call may answer 401 (signed out) and 403: a change without its CSRF token, or any
 * call of an admin without a second factor while one is required (REQUIRE_TOTP).
 */
export const ADMIN_READ = { 401: 'program', 403: 'program' } as const;
export const ADMIN_WRITE = { 401: 'program', 403: 'program', 400: 'people' } as const;
