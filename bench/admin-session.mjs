// An admin signed in over HTTP as the admin screen does: the CSRF token from the session check,
// then the login; every later call carries the cookies and mirrors the token.
export async function adminSession(base, password, username = 'admin') {
  const cookies = new Map();
  const call = async (path, init = {}) => {
    const headers = { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN');
    const response = await fetch(`${base}${path}`, { ...init, headers });
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
