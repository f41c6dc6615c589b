/**
 * The one way the client talks to the API (SPEC §7, §8): cookies included, JSON bodies, the
 * XSRF-TOKEN cookie mirrored into X-XSRF-TOKEN, and non-OK answers turned into
 * Error("<status>: <message or body or status text>").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

function csrfHeaders(): Record<string, string> {
  const token = readCookie('XSRF-TOKEN');
  return token ? { 'X-XSRF-TOKEN': token } : {};
}

/** The error text: the JSON body's message if there is one, else the body, else the status text. */
async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
        return (parsed as { message: string }).message;
      }
    } catch {
      // Not JSON: the raw body is the message.
    }
    return body;
  }
  return response.statusText;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${await errorText(response)}`);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...csrfHeaders(),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** True for a 401 answer or an 'Unauthorized' message: the session has ended. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /^401: |Unauthorized/.test(error.message);
}
