import type { BodyOf, HeadersOf, ParamsOf, QueryOf, ResponseOf } from '#shared/api/contract.ts';
import type { EndpointName, EndpointRoute, ErrorStatus } from '#shared/api/endpoints.ts';
import { filledPath, type PathParams, type QueryParams } from '#shared/api/filled-path.ts';
import { PUBLIC_ENDPOINTS } from '#shared/api/public-endpoints.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/auth/csrf.ts';
import { CURRENT_USER_PATH } from '#shared/auth/current-user-path.ts';

/**
 * The one way the client talks to the API: cookies included, JSON bodies, the
 * XSRF-TOKEN cookie mirrored into X-XSRF-TOKEN, and non-OK answers turned into
 * Error("<status>: <message or body or status text>").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own message, when the contract says it is written for people. */
    readonly messageForPeople?: string,
    /** The other fields of a JSON error body (e.g. why an offer was refused), for the caller to say it its way. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text a failure toast shows: the server's message where it is meant for people, else "status: text". */
export function failureText(error: Error): string {
  return (error instanceof ApiError && error.messageForPeople) || error.message;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

export function csrfHeaders(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

/** The error text: the JSON body's message if there is one, else the body, else the status text; and the body's fields. */
async function errorOf(response: Response): Promise<{ text: string; details: Record<string, unknown> }> {
  const body = await response.text().catch(() => '');
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
        return { text: (parsed as { message: string }).message, details: parsed as Record<string, unknown> };
      }
    } catch {
      // Not JSON: the raw body is the message.
    }
    return { text: body, details: {} };
  }
  return { text: response.statusText, details: {} };
}

/** Turns a non-OK answer into an ApiError; `route` says whose messages are written for people. */
export async function throwIfNotOk(response: Response, route?: EndpointRoute): Promise<void> {
  if (!response.ok) {
    const { text, details } = await errorOf(response);
    const forPeople = route?.errors[response.status as ErrorStatus] === 'people';
    throw new ApiError(response.status, `${response.status}: ${text}`, forPeople ? text : undefined, details);
  }
}

/**
 * The server hands out the CSRF token with the sign-in calls (the session check, login, logout). A
 * change made without one (the login page opened directly, a cookie cleared meanwhile) asks the
 * session check for it first. The endpoints that check the token are those that can answer 403.
 */
function lacksCsrfToken(route: EndpointRoute): boolean {
  return route.errors[403] !== undefined && readCookie(CSRF_COOKIE) === undefined;
}

async function fetchCsrfToken(): Promise<void> {
  await fetch(CURRENT_USER_PATH, { credentials: 'include' }).catch(() => undefined);
}

/** Sends one call of an endpoint; a non-OK answer throws an ApiError. */
export async function send(
  route: EndpointRoute,
  url: string,
  body: unknown,
  extraHeaders: object = {},
): Promise<Response> {
  if (lacksCsrfToken(route)) await fetchCsrfToken();
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method: route.method,
    credentials: 'include',
    headers: {
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...csrfHeaders(),
      ...(extraHeaders as Record<string, string>),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response, route);
  return response;
}

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
/** What one endpoint takes: its path parameters and body (required where it has them), its query. */
export type RequestInput<N extends EndpointName> = Part<'params', ParamsOf<N>> &
  Part<'body', BodyOf<N>> & { query?: QueryOf<N>; headers?: HeadersOf<N> };
export type InputArgs<N extends EndpointName> =
  object extends RequestInput<N> ? [input?: RequestInput<N>] : [input: RequestInput<N>];

/** The URL of one call of an endpoint of `table`. */
export function urlOf<Name extends EndpointName, N extends Name>(
  table: Record<Name, EndpointRoute>,
  name: N,
  input?: RequestInput<N>,
): string {
  return filledPath(
    name,
    table[name].path,
    input?.params as PathParams | undefined,
    input?.query as QueryParams | undefined,
  );
}

/**
 * The calls of one table of endpoints: `api-client.ts` exports those of the public table (all the
 * public page's first bundle needs), `admin-api-client.ts` those of every endpoint, with the file
 * downloads only the admin makes.
 */
export function apiCalls<Name extends EndpointName>(table: Record<Name, EndpointRoute>) {
  const urlFor = <N extends Name>(name: N, input?: RequestInput<N>) => urlOf(table, name, input);
  return {
    /** The URL of an endpoint, for what is not a JSON call (a download, an upload with progress). */
    endpointUrl<N extends Name>(name: N, ...[input]: InputArgs<N>): string {
      return urlFor(name, input);
    },
    /** The query key of a GET endpoint: its URL, which the default fetcher GETs. */
    queryKeyOf<N extends Name>(name: N, ...[input]: InputArgs<N>): readonly [string] {
      return [urlFor(name, input)] as const;
    },
    /** Calls one endpoint of the contract and returns its answer (JSON). */
    async request<N extends Name>(name: N, ...[input]: InputArgs<N>): Promise<ResponseOf<N>> {
      const response = await send(table[name], urlFor(name, input), input?.body, input?.headers ?? {});
      return (await response.json()) as ResponseOf<N>;
    },
  };
}

export const { endpointUrl, queryKeyOf, request } = apiCalls(PUBLIC_ENDPOINTS);

/** True for a 401 answer or an 'Unauthorized' message: the session has ended. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /^401: |Unauthorized/.test(error.message);
}
