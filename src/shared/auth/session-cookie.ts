/** The admin's session cookie, as the API document names it and the server sets it. */
export const SESSION_COOKIE = 'sid';
/** Behind HTTPS (PUBLIC_URL https://…): the browser keeps it to this host, over HTTPS only, path /. */
export const HTTPS_SESSION_COOKIE = '__Host-sid';
