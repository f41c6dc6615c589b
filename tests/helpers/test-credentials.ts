/** The admin every test app starts with (kept apart so the global setup can use it without vitest's runtime). */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'correct-horse-battery-staple';
