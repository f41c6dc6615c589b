/**
 * Plain HTTP requests to nginx or straight to an instance, from a chosen loopback address, and an
 * admin who signs in once and keeps the cookies like a browser.
 */
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The instance(s) nginx asked ("127.0.0.1:port", comma-separated after a retry); undefined when direct. */
  upstream: string | undefined;
  text(): string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a Buffer. */
  body?: unknown;
  /** The client's source address (any of 127.0.0.0/8): the app's limits count per address. */
  from?: string;
  /**
   * A keep-alive agent to reuse connections; without one each request has a connection of its
   * own, so the test leaves none open that would hold up an instance's shutdown.
   */
  agent?: Agent;
}

function encodeBody(body: unknown): { payload?: Buffer; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (Buffer.isBuffer(body)) return { payload: body, headers: { 'content-length': String(body.length) } };
  const payload = Buffer.from(JSON.stringify(body));
  return { payload, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } };
}

export function send(port: number, path: string, options: RequestOptions = {}): Promise<Answer> {
  const { payload, headers: bodyHeaders } = encodeBody(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        agent: options.agent ?? false,
        headers: { ...bodyHeaders, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const upstream = res.headers['x-upstream'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            upstream: Array.isArray(upstream) ? upstream.join(', ') : upstream,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** "127.0.0.1:port" as nginx's $upstream_addr names an instance. */
export const upstreamName = (port: number) => `127.0.0.1:${port}`;

/**
 * The admin as the browser holds it: the cookies (session, XSRF-TOKEN) and the token mirrored into
 * X-XSRF-TOKEN on every request. The cookies are valid on every instance (sessions are in the
 * database, signed with the shared SESSION_SECRET), so any port may be asked.
 */
export class AdminBrowser {
  private readonly cookies = new Map<string, string>();

  async request(port: number, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = token;
    const answer = await send(port, path, { ...options, headers });
    this.keepCookies(answer.headers['set-cookie'] ?? []);
    return answer;
  }

  /** GET /api/auth/user hands out the XSRF-TOKEN cookie; POST /api/login then needs it echoed. */
  async signIn(port: number, username: string, password: string): Promise<Answer[]> {
    const anonymous = await this.request(port, '/api/auth/user');
    const login = await this.request(port, '/api/login', { method: 'POST', body: { username, password } });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text()}`);
    return [anonymous, login];
  }

  private keepCookies(setCookies: string[]) {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
