type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ErrorAudience = 'people' | 'program';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** What the client needs to know of one endpoint (see endpoints.ts). */
export interface EndpointRoute {
  method: HttpMethod;
  /** Fastify's form: `:name` marks a path parameter. */
  path: string;
  errors: Partial<Record<ErrorStatus, ErrorAudience>>;
}
