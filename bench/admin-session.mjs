// An admin signed in over HTTP as the admin screen does: the CSRF token from the session check,
// then the login; every later call carries the cookies and mirrors the token.
export async function adminSession(base, password, username = 'admin') {
  const cookies = new Map();
  const call = async (path, init = {}) => {
    const headers = { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN');
    const response = await fetchOnce(`${base}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  await call('/api/auth/user');
  const login = await call('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return call;
}

/** The fields of an admin's property answer that the server sets itself: not part of a create body. */
const SET_BY_THE_SERVER = [
  'id',
  'slug',
  'createdAt',
  'updatedAt',
  'offerCount',
  'onHomePage',
  'imageAltTexts',
  'contactPhoto',
];

/** Creates an active copy of `property` (an admin answer) titled `title`, without images; answers the new one. */
export async function copyProperty(call, property, title) {
  const fields = { ...property };
  for (const key of SET_BY_THE_SERVER) delete fields[key];
  const response = await call('/api/admin/properties', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, title, images: [] }),
  });
  if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A read whose kept-alive connection the server closed while it sat idle (the bench's load runs
 * last longer than the server's keep-alive timeout) is sent again once, on a new connection.
 */
export async function fetchOnce(url, init = {}) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((init.method ?? 'GET') !== 'GET' || error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}
