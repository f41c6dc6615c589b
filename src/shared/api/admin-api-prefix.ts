/** Everything under this path is the admin API, behind one guard. */
export const ADMIN_API_PREFIX = '/api/admin';
