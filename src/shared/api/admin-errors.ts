/** Every admin call may answer 401 (signed out) and, when it changes something, 403 (CSRF). */
export const ADMIN_READ = { 401: 'program' } as const;
export const ADMIN_WRITE = { 401: 'program', 403: 'program', 400: 'people' } as const;
