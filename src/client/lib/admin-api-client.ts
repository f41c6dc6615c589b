import { ENDPOINTS, type EndpointName } from '#shared/api/endpoints.ts';
import { apiCalls, send, urlOf, type InputArgs } from './api-client';

/** The API calls of every endpoint, the admin's included: loaded with the admin and the sign-in page. */
export const { endpointUrl, queryKeyOf, request } = apiCalls(ENDPOINTS);

/** Calls an endpoint that answers with a file. */
export async function requestFile<N extends EndpointName>(name: N, ...[input]: InputArgs<N>): Promise<Blob> {
  const response = await send(ENDPOINTS[name], urlOf(ENDPOINTS, name, input), input?.body);
  return response.blob();
}

/** Calls an endpoint that answers with a file and names it (Content-Disposition), with that name. */
export async function requestNamedFile<N extends EndpointName>(
  name: N,
  ...[input]: InputArgs<N>
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(ENDPOINTS[name], urlOf(ENDPOINTS, name, input), input?.body);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
